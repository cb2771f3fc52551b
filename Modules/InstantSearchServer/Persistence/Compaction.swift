import Foundation
import InstantSearchCore

/// Folds the write log into the dataset folder, in the folder's own layout (`NAME.json`,
/// `NAME_settings.json`, `REPLICA_settings.json`), so the folder alone holds every
/// acknowledged write.
///
/// Crash-safe by a redo manifest: every new file is staged and fsynced first; then the list of
/// renames and removals is committed by one atomic rename (`.instantsearch/compaction.json`);
/// then the files are renamed into place and the log is emptied. A crash before the commit
/// leaves the old files and the whole log; after it, ``finishPending(folder:)`` redoes the
/// renames on the next start.
enum Compaction {
  /// The hidden folder of the server's own files inside the dataset folder.
  static func stateFolder(_ folder: String) -> String { folder + "/.instantsearch" }

  private static func manifestPath(_ folder: String) -> String {
    stateFolder(folder) + "/compaction.json"
  }

  /// Writes the store into the folder, then empties the log.
  /// - Throws: ``APIError`` 500 naming the file that could not be written; the log is then
  ///   kept whole.
  static func run(_ store: IndexStore, folder: String, log: WriteLog) throws {
    var renames: [JSON] = []
    var wanted: Set<String> = []
    func stage(_ value: JSON, as file: String, lines: Bool = false) throws {
      let path = folder + "/" + file
      let bytes: [UInt8]
      if lines, let records = value.arrayValue {
        // One record a line, inside one array: readable, and loads as JSON.
        var text: [UInt8] = Array("[\n".utf8)
        let writer = JSONWriter()
        for (offset, record) in records.enumerated() {
          writer.write(record, to: &text)
          text.append(contentsOf: Array((offset == records.count - 1 ? "\n" : ",\n").utf8))
        }
        text.append(contentsOf: Array("]\n".utf8))
        bytes = text
      } else {
        bytes = JSONWriter(pretty: true).bytes(value)
      }
      renames.append([.string(try AtomicFile.stage(bytes, for: path)), .string(path)])
      wanted.insert(file)
    }
    for (name, state) in store.indexes.sorted(by: { $0.key < $1.key }) {
      if state.primary == nil {
        try stage(.array(state.orderedRecords), as: name + ".json", lines: true)
      }
      try stage(.object(state.settings), as: name + "_settings.json")
      for (kind, items) in state.extras {
        try stage(.array(items), as: "\(name)_\(kind.rawValue).json")
      }
    }
    // Only files of indices deleted (or moved away) and other records files of the indices
    // written: never a file the server does not own.
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let removes = files.filter { file in
      guard !wanted.contains(file), !file.hasPrefix(".") else { return false }
      for suffix in [".json", ".ndjson", ".jsonl"] where file.hasSuffix(suffix) {
        let base = String(file.dropLast(suffix.count))
        if store.removed.contains(base)
          || store.indexes[base]?.primary == nil && store.indexes[base] != nil
        {
          return true
        }
        for part in ["_settings", "_synonyms", "_rules"] where suffix == ".json" {
          if base.hasSuffix(part), store.removed.contains(String(base.dropLast(part.count))) {
            return true
          }
        }
      }
      return false
    }.map { JSON.string(folder + "/" + $0) }
    let manifest: JSON = ["renames": .array(renames), "removes": .array(removes)]
    try AtomicFile.write(JSONWriter().bytes(manifest), to: manifestPath(folder))
    try finish(manifest, folder: folder, log: log)
  }

  /// Completes a compaction a crash interrupted after its commit.
  /// - Returns: whether there was one.
  /// - Throws: ``APIError`` 500 when the manifest is unreadable or the log cannot be emptied.
  @discardableResult
  static func finishPending(folder: String, log: WriteLog) throws -> Bool {
    guard let data = FileManager.default.contents(atPath: manifestPath(folder)) else {
      return false
    }
    guard let manifest = try? JSONParser.parse([UInt8](data)) else {
      throw APIError(500, "unreadable compaction manifest \(manifestPath(folder))")
    }
    try finish(manifest, folder: folder, log: log)
    return true
  }

  private static func finish(_ manifest: JSON, folder: String, log: WriteLog) throws {
    for pair in manifest["renames"]?.arrayValue ?? [] {
      guard let from = pair[0]?.stringValue, let to = pair[1]?.stringValue,
        FileManager.default.fileExists(atPath: from)
      else { continue }
      rename(from, to)
    }
    for path in (manifest["removes"]?.arrayValue ?? []).compactMap(\.stringValue) {
      unlink(path)
    }
    AtomicFile.syncFolder(of: folder + "/x")
    try log.reset()
    unlink(manifestPath(folder))
    AtomicFile.syncFolder(of: manifestPath(folder))
  }
}
