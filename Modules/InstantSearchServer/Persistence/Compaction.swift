import Foundation
import InstantSearchCore

/// The server's own files inside a dataset folder, and folding the write log into them.
///
/// The user's files in the folder are never written. Everything the server saves lives in
/// `DIR/.instantsearch/`:
///
/// - `writes.log`: the writes acknowledged since the last fold (``WriteLog``);
/// - `sources.json`: the user's files as they were when the first write was logged
///   (``SourceFiles``), so a later change to them is noticed;
/// - `state/`: the indices as of the last fold, a dataset folder in the export layout
///   (`NAME.json`, `NAME_settings.json`, `NAME_synonyms.json`, `NAME_rules.json`) that the
///   server loads instead of the user's files once a fold committed it (``hasState(_:)``), and
///   that ``export(_:to:)`` copies out.
///
/// A fold is crash-safe by a redo manifest: each file of `state/` that changes is staged and
/// fsynced first (a file whose bytes are the same is left alone); then the list of renames and
/// removals is committed by one atomic rename (`compaction.json`); then the files are renamed
/// into place and the log is emptied. A crash before the commit leaves the old state and the
/// whole log; after it, ``finishPending(folder:)`` redoes the renames on the next start.
enum Compaction {
  /// The hidden folder of the server's own files inside the dataset folder.
  static func stateFolder(_ folder: String) -> String { folder + "/.instantsearch" }

  /// The folder of the indices as of the last fold.
  static func indicesFolder(_ folder: String) -> String { stateFolder(folder) + "/state" }

  /// The file a fold commits with its first state (`{}`, hidden from loading): a `state/`
  /// folder without it, that a crash left before that commit, holds no state.
  static let committedMarker = ".committed"

  /// Whether a fold committed a state to load instead of the user's files: the marker, or, for
  /// a state written before the marker was, any file of the export layout. An empty `state/`
  /// folder, or one holding only staged files, is what a crash left before the first commit.
  static func hasState(_ folder: String) -> Bool {
    let path = indicesFolder(folder)
    if FileManager.default.fileExists(atPath: path + "/" + committedMarker) { return true }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return files.contains { !$0.hasPrefix(".") }
  }

  /// The write log's path.
  static func logPath(_ folder: String) -> String { stateFolder(folder) + "/writes.log" }

  /// The record of the user's files (``SourceFiles``).
  static func sourcesPath(_ folder: String) -> String { stateFolder(folder) + "/sources.json" }

  private static func manifestPath(_ folder: String) -> String {
    stateFolder(folder) + "/compaction.json"
  }

  /// The files of a dataset folder holding the store, by name: records one a line inside one
  /// array (readable, and loads as JSON), settings, synonyms and rules pretty-printed.
  static func files(of store: IndexStore) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for (name, state) in store.indexes {
      if state.primary == nil {
        // Each record as stored: the writer's compact form.
        let records = state.orderedStored
        var text: [UInt8] = Array("[\n".utf8)
        for (offset, record) in records.enumerated() {
          record.withBytes { text.append(contentsOf: $0) }
          text.append(contentsOf: Array((offset == records.count - 1 ? "\n" : ",\n").utf8))
        }
        text.append(contentsOf: Array("]\n".utf8))
        files[name + ".json"] = text
      }
      files[name + "_settings.json"] = JSONWriter(pretty: true).bytes(.object(state.settings))
      for (kind, items) in state.extras {
        files["\(name)_\(kind.rawValue).json"] = JSONWriter(pretty: true).bytes(.array(items))
      }
    }
    return files
  }

  /// Writes the store into `state/`, changing only the files whose bytes differ and removing
  /// the files of indices that are gone, then empties the log.
  /// - Parameters:
  ///   - store: the indices.
  ///   - folder: the dataset folder.
  ///   - log: the open log, reopened on its emptied file afterwards.
  /// - Throws: ``APIError`` 500 naming the file that could not be written; the log is then
  ///   kept whole and the state as it was.
  static func run(_ store: IndexStore, folder: String, log: WriteLog?) throws {
    let target = indicesFolder(folder)
    try makeFolder(target)
    var wanted = files(of: store)
    // Renamed in with the first state, so that a folder made before it is not taken for one.
    wanted[committedMarker] = Array("{}\n".utf8)
    // Listed before staging: a temporary file a crash left behind is removed too (one staged
    // now under the same name is renamed into place before the removals run).
    let present = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
    let removes = present.filter { wanted[$0] == nil }.map { JSON.string(target + "/" + $0) }
    var renames: [JSON] = []
    for (name, bytes) in wanted.sorted(by: { $0.key < $1.key }) {
      let path = target + "/" + name
      if let current = FileManager.default.contents(atPath: path), current.elementsEqual(bytes) {
        continue
      }
      renames.append([.string(try AtomicFile.stage(bytes, for: path)), .string(path)])
    }
    if !renames.isEmpty || !removes.isEmpty {
      let manifest: JSON = ["renames": .array(renames), "removes": .array(removes)]
      try AtomicFile.write(JSONWriter().bytes(manifest), to: manifestPath(folder))
    }
    try finish(folder: folder, renames: renames, removes: removes)
    try log?.reopen()
  }

  /// Writes the store as a new dataset folder, for a user to take their data out.
  /// - Parameters:
  ///   - store: the indices.
  ///   - destination: a folder that does not exist yet, or is empty.
  /// - Returns: the files written, sorted.
  /// - Throws: ``APIError`` 409 when the destination holds files, 500 when a file cannot be
  ///   written.
  @discardableResult
  static func export(_ store: IndexStore, to destination: String) throws -> [String] {
    let present = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
    guard present.isEmpty else {
      throw APIError(409, "\(destination) is not empty: export into a new folder")
    }
    try makeFolder(destination)
    let wanted = files(of: store)
    for (name, bytes) in wanted { try AtomicFile.write(bytes, to: destination + "/" + name) }
    return wanted.keys.sorted()
  }

  /// Completes a fold a crash interrupted after its commit.
  /// - Returns: whether there was one.
  /// - Throws: ``APIError`` 500 when the manifest is unreadable or the log cannot be emptied.
  @discardableResult
  static func finishPending(folder: String) throws -> Bool {
    guard let data = FileManager.default.contents(atPath: manifestPath(folder)) else {
      return false
    }
    guard let manifest = try? JSONParser.parse([UInt8](data)) else {
      throw APIError(500, "unreadable compaction manifest \(manifestPath(folder))")
    }
    try finish(
      folder: folder, renames: manifest["renames"]?.arrayValue ?? [],
      removes: manifest["removes"]?.arrayValue ?? [])
    return true
  }

  private static func finish(folder: String, renames: [JSON], removes: [JSON]) throws {
    for pair in renames {
      guard let from = pair[0]?.stringValue, let to = pair[1]?.stringValue,
        FileManager.default.fileExists(atPath: from)
      else { continue }
      rename(from, to)
    }
    for path in removes.compactMap(\.stringValue) { unlink(path) }
    AtomicFile.syncFolder(of: indicesFolder(folder) + "/x")
    if FileManager.default.fileExists(atPath: logPath(folder)) {
      try AtomicFile.write([], to: logPath(folder))
    }
    unlink(manifestPath(folder))
    AtomicFile.syncFolder(of: manifestPath(folder))
  }

  /// Creates a folder (and its parents) when missing.
  /// - Throws: ``APIError`` 500 naming it.
  static func makeFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw APIError(500, "cannot create the folder \(path): \(error.localizedDescription)")
    }
  }
}
