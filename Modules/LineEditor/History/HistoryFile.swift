import CLibEdit
import Glibc

/// Where the history of a program lives, and how it is read and written safely.
///
/// The file is written after every accepted line: into a fresh private file beside it
/// (`mkstemp`, mode 0600), flushed and synced, then renamed over the target. So the file is
/// never half-written, never readable by others, and a symlink at its path is replaced rather
/// than followed. It is read through a descriptor opened with `O_NOFOLLOW`.
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

  /// Writes every entry of `history` to the file atomically, with mode 0600.
  /// - Parameter history: A libedit history.
  /// - Throws: `LineEditorError.history` with the reason when the file cannot be written.
  func save(_ history: OpaquePointer) throws(LineEditorError) {
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
