import CLibEdit
import Glibc

/// Where the history of a program lives, and how it is read and written safely.
///
/// After every accepted line the session's new entries are appended: under an exclusive `flock`
/// on `<path>.lock`, the file is read again, the new entries added, the oldest dropped beyond the
/// size limit, and the result written into a fresh private file beside it (`mkstemp`, mode
/// 0600), flushed, synced and renamed over the target. So sessions running at once keep each
/// other's lines, and the file is never half-written nor readable by others. A symlink at the
/// path is refused, never followed nor replaced; the file is read through an `O_NOFOLLOW`
/// descriptor.
public struct HistoryFile: Sendable, Equatable {
  /// The path of the history file.
  public var path: String

  /// Creates a history file at `path`.
  /// - Parameter path: An absolute or relative path.
  public init(path: String) {
    self.path = path
  }

  /// The history file of `program`, or `nil` when history is turned off.
  ///
  /// `<PROGRAM>_HISTFILE` wins (an empty value turns the file off); otherwise
  /// `$XDG_STATE_HOME/<program>/history`, otherwise `$HOME/.local/state/<program>/history`.
  /// - Parameters:
  ///   - program: The program's name, such as `instantsearch`.
  ///   - environment: The environment variables.
  /// - Returns: The file, or `nil` when it is off or no home is known.
  public static func location(program: String, environment: [String: String]) -> HistoryFile? {
    let override = program.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }
    if let path = environment[String(override) + "_HISTFILE"] {
      return path.isEmpty ? nil : HistoryFile(path: path)
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return HistoryFile(path: "\(state)/\(program)/history")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return HistoryFile(path: "\(home)/.local/state/\(program)/history")
    }
    return nil
  }

  /// Why history is off for `program` when nothing turned it off on purpose, or `nil`.
  ///
  /// History is off without a word when `<PROGRAM>_HISTFILE` is empty; it is off by default
  /// when neither `HOME` nor an absolute `XDG_STATE_HOME` names a place for it, and the
  /// sentence returned says so, to be shown once at start.
  /// - Parameters:
  ///   - program: The program's name, such as `instantsearch`.
  ///   - environment: The environment variables.
  /// - Returns: A sentence for standard error, or `nil` when history is on or turned off.
  public static func offNotice(program: String, environment: [String: String]) -> String? {
    let override = String(program.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    guard environment[override + "_HISTFILE"] == nil,
      location(program: program, environment: environment) == nil
    else { return nil }
    return "history is off for this session: HOME is not set (set \(override)_HISTFILE to keep it)"
  }

  /// Whether the path is a symbolic link (which is never written through nor replaced).
  public var isSymbolicLink: Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// The folder that holds the file.
  var directory: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates the folder (and missing parents) with mode 0700.
  /// - Throws: `LineEditorError.history` when a folder cannot be created.
  func createDirectory() throws(LineEditorError) {
    var built = path.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      built += "/" + component
      if mkdir(built, 0o700) != 0 && errno != EEXIST {
        throw .history(path: built, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// Loads the entries of the file into `history`; a missing or foreign file loads nothing.
  /// - Parameter history: A libedit history.
  func load(into history: OpaquePointer) {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    // Reading through the descriptor's /proc link reads the very file opened without
    // following a symlink; libedit only loads from a path.
    _ = clibedit_history_load(history, "/proc/self/fd/\(fd)")
  }

  /// Appends `entries` to the file, keeping at most `limit` entries, as described above.
  /// - Parameters:
  ///   - entries: This session's entries not yet in the file, oldest first.
  ///   - limit: The most entries the file keeps; the oldest go first.
  /// - Throws: `LineEditorError.history` with the reason when the file is a symbolic link or
  ///   cannot be locked or written.
  func append(_ entries: [String], limit: Int32) throws(LineEditorError) {
    guard !isSymbolicLink else {
      throw .history(path: path, reason: "is a symbolic link, not followed nor replaced")
    }
    try createDirectory()
    let lock = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw .history(path: path, reason: String(cString: strerror(errno))) }
    defer { close(lock) }
    guard flock(lock, LOCK_EX) == 0 else {
      throw .history(path: path, reason: String(cString: strerror(errno)))
    }
    defer { flock(lock, LOCK_UN) }
    guard let merged = history_init() else {
      throw .history(path: path, reason: "out of memory")
    }
    defer { history_end(merged) }
    _ = clibedit_history_setsize(merged, limit)
    _ = clibedit_history_setunique(merged, 1)
    load(into: merged)
    for entry in entries {
      _ = clibedit_history_enter(merged, entry)
    }
    try save(merged)
  }

  /// Writes every entry of `history` to the file atomically, with mode 0600.
  /// - Parameter history: A libedit history.
  /// - Throws: `LineEditorError.history` with the reason when the file cannot be written.
  private func save(_ history: OpaquePointer) throws(LineEditorError) {
    try createDirectory()
    var template = Array((path + ".tmp.XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .history(path: path, reason: String(cString: strerror(errno))) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let stream = fdopen(fd, "w") else {
      close(fd)
      unlink(temporary)
      throw .history(path: path, reason: "cannot open a stream")
    }
    let written = clibedit_history_save_fp(history, stream)
    let flushed = fflush(stream) == 0 && fsync(fd) == 0
    fclose(stream)
    guard written >= 0, flushed, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .history(path: path, reason: reason)
    }
  }
}
