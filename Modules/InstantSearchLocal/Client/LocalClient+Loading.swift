import Foundation
import InstantSearchCore

extension LocalClient {
  /// Loads one index from a records file (JSON array or NDJSON) and an optional settings file.
  ///
  /// - Parameters:
  ///   - name: the index name.
  ///   - recordsPath: the records file.
  ///   - settingsPath: a `getSettings` JSON file.
  ///   - progress: called as loading goes.
  /// - Throws: ``LocalLoadError`` naming the file and line or key at fault; nothing is added then.
  public func loadIndex(
    named name: String, recordsPath: String, settingsPath: String? = nil,
    progress: ((LoadProgress) -> Void)? = nil
  ) throws {
    let bytes = try RecordLoader.read(recordsPath)
    progress?(LoadProgress(indexName: name, phase: .parsing, completed: 0, total: bytes.count))
    let records = try RecordLoader.records(bytes, file: recordsPath)
    progress?(
      LoadProgress(indexName: name, phase: .parsing, completed: bytes.count, total: bytes.count))
    var settings = IndexSettings()
    if let settingsPath {
      settings = try RecordLoader.settings(try RecordLoader.read(settingsPath), file: settingsPath)
    }
    install(name: name, records: records, settings: settings, replicas: [:], progress: progress)
  }

  /// The end of a settings file's name: `NAME_settings.json` holds the settings of index `NAME`.
  static let settingsSuffix = "_settings.json"

  /// The extensions of a records file: `NAME.json`, `NAME.ndjson` or `NAME.jsonl` holds the
  /// records of index `NAME`.
  static let recordsExtensions = [".json", ".ndjson", ".jsonl"]

  /// Loads one records file as its dataset folder names it: the index is the file's name
  /// without its extension, its settings `NAME_settings.json` beside it when there is one.
  ///
  /// - Parameters:
  ///   - path: the records file.
  ///   - progress: called as loading goes.
  /// - Returns: the name of the index loaded.
  /// - Throws: ``LocalLoadError`` naming the file and line or key at fault; nothing is added then.
  @discardableResult
  public func loadRecordsFile(_ path: String, progress: ((LoadProgress) -> Void)? = nil) throws
    -> String
  {
    let file = URL(fileURLWithPath: path)
    let name = file.deletingPathExtension().lastPathComponent
    let settings = file.deletingLastPathComponent()
      .appendingPathComponent(name + Self.settingsSuffix).path
    try loadIndex(
      named: name, recordsPath: path,
      settingsPath: FileManager.default.fileExists(atPath: settings) ? settings : nil,
      progress: progress)
    return name
  }

  /// Loads a folder laid out like Algolia's public datasets: records in `NAME.json` (or
  /// `.ndjson`, `.jsonl`), settings in `NAME_settings.json`, each replica's settings in
  /// `REPLICA_settings.json`.
  ///
  /// - Parameters:
  ///   - path: the folder.
  ///   - progress: called as loading goes.
  /// - Returns: the names of the primary indices loaded, sorted.
  /// - Throws: ``LocalLoadError`` naming the file and line or key at fault; nothing is added
  ///   when any file is bad.
  @discardableResult
  public func loadFolder(_ path: String, progress: ((LoadProgress) -> Void)? = nil) throws
    -> [String]
  {
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw LocalLoadError(file: path, reason: "cannot list the folder")
    }
    let url = URL(fileURLWithPath: path)
    func full(_ file: String) -> String { url.appendingPathComponent(file).path }
    var settingsFiles: [String: String] = [:]
    var recordFiles: [String: String] = [:]
    for file in files {
      if file.hasSuffix(Self.settingsSuffix) {
        settingsFiles[String(file.dropLast(Self.settingsSuffix.count))] = file
      } else {
        for suffix in Self.recordsExtensions where file.hasSuffix(suffix) {
          recordFiles[String(file.dropLast(suffix.count))] = file
        }
      }
    }
    guard !recordFiles.isEmpty else {
      throw LocalLoadError(file: path, reason: "no records file (NAME.json) in the folder")
    }
    // Read and check everything before building anything.
    var loaded: [(String, [JSON], IndexSettings, [String: IndexSettings])] = []
    for name in recordFiles.keys.sorted() {
      let recordsPath = full(recordFiles[name]!)
      let bytes = try RecordLoader.read(recordsPath)
      progress?(LoadProgress(indexName: name, phase: .parsing, completed: 0, total: bytes.count))
      let records = try RecordLoader.records(bytes, file: recordsPath) { offset in
        progress?(
          LoadProgress(indexName: name, phase: .parsing, completed: offset, total: bytes.count))
      }
      progress?(
        LoadProgress(indexName: name, phase: .parsing, completed: bytes.count, total: bytes.count))
      var settings = IndexSettings()
      if let file = settingsFiles[name] {
        settings = try RecordLoader.settings(try RecordLoader.read(full(file)), file: full(file))
      }
      var replicas: [String: IndexSettings] = [:]
      for replica in settings.replicas {
        guard let file = settingsFiles[replica.name] else { continue }
        replicas[replica.name] = try RecordLoader.settings(
          try RecordLoader.read(full(file)), file: full(file))
      }
      loaded.append((name, records, settings, replicas))
    }
    for (name, records, settings, replicas) in loaded {
      install(
        name: name, records: records, settings: settings, replicas: replicas, progress: progress)
    }
    return loaded.map(\.0)
  }
}
