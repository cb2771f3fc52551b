import Foundation
import InstantSearchCore

extension LocalClient {
  /// Loads one index from a records file (JSON array or NDJSON) and an optional settings file,
  /// and nothing else (see ``load(_:progress:)`` to load a file with the files beside it).
  ///
  /// - Parameters:
  ///   - name: the index name.
  ///   - recordsPath: the records file.
  ///   - settingsPath: a `getSettings` JSON file.
  ///   - progress: called as loading goes.
  /// - Returns: the records kept and the duplicates replaced.
  /// - Throws: ``LocalLoadError`` naming the file and line or key at fault, `CancellationError`
  ///   when the calling task is cancelled (checked between records); nothing is added then.
  @discardableResult
  public func loadIndex(
    named name: String, recordsPath: String, settingsPath: String? = nil,
    progress: ((LoadProgress) -> Void)? = nil
  ) throws -> LocalLoadReport.LoadedIndex {
    var settings = IndexSettings()
    if let settingsPath {
      // With no report to hold them, the keys the engine does not apply are refused by a
      // strict engine only.
      var unused: [String] = []
      settings = try RecordLoader.settings(
        try RecordLoader.read(settingsPath), file: settingsPath, strict: isStrict,
        warnings: &unused)
    }
    return try install(
      name: name, records: .file(try RecordStream(path: recordsPath)), settings: settings,
      replicas: [:], progress: progress)
  }

  /// Loads a records file or a folder: a folder as ``loadFolder(_:progress:)`` does, a file
  /// exactly as its folder would load its index (`talks.json` with `talks_settings.json`, its
  /// replicas' settings, rules and synonyms), leaving the folder's other indices out, and a
  /// snapshot (recognised by its first bytes) as ``openSnapshot(_:progress:)`` does.
  ///
  /// - Parameters:
  ///   - path: a records file or a folder.
  ///   - progress: called as loading goes.
  /// - Returns: what was loaded, what could not be, and warnings.
  /// - Throws: ``LocalLoadError`` when nothing could be loaded, `CancellationError` when the
  ///   calling task is cancelled (checked between records; the indices built before it stay).
  @discardableResult
  public func load(_ path: String, progress: ((LoadProgress) -> Void)? = nil) throws
    -> LocalLoadReport
  {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return try loadFolder(path, progress: progress)
    }
    if SnapshotReader.isSnapshot(path: path) { return try openSnapshot(path, progress: progress) }
    let file = URL(fileURLWithPath: path)
    let name = file.deletingPathExtension().lastPathComponent
    var folder = try DatasetFolder(scanning: file.deletingLastPathComponent().path)
    folder.records = [name: path]
    return try load(folder, only: name, progress: progress)
  }

  /// Loads a folder laid out like an Algolia export: records in `NAME.json` (or `.ndjson`,
  /// `.jsonl`), settings in `NAME_settings.json`, rules in `NAME_rules.json`, synonyms in
  /// `NAME_synonyms.json` (or all three in `NAME_configuration.json`), and the same files for
  /// each replica.
  ///
  /// The indices that are sound are loaded; each one with a bad file is left out and named in
  /// the report's `failures`, so one bad file does not block the folder.
  ///
  /// - Parameters:
  ///   - path: the folder.
  ///   - progress: called as loading goes.
  /// - Returns: what was loaded, what could not be, and warnings (unused files).
  /// - Throws: ``LocalLoadError`` when the folder cannot be listed, holds no records file, or
  ///   no index in it could be loaded (the first failure); `CancellationError` when the calling
  ///   task is cancelled (checked between records; the indices built before it stay).
  @discardableResult
  public func loadFolder(_ path: String, progress: ((LoadProgress) -> Void)? = nil) throws
    -> LocalLoadReport
  {
    let folder = try DatasetFolder(scanning: path)
    guard !folder.records.isEmpty else {
      throw LocalLoadError(file: path, reason: "no records file (NAME.json) in the folder")
    }
    return try load(folder, only: nil, progress: progress)
  }

  /// Reads the description files of every index of `folder` (or only `only`) and its
  /// replicas, then builds each sound one, streaming its records.
  private func load(
    _ folder: DatasetFolder, only: String?, progress: ((LoadProgress) -> Void)?
  ) throws -> LocalLoadReport {
    var report = LocalLoadReport()
    // Files of the folder left out (opening one file of it, only those of its index).
    report.warnings = only == nil ? folder.warnings : []
    var claimed: Set<String> = []
    var failed: [String] = []
    for name in folder.records.keys.sorted() {
      claimed.insert(name)
      do {
        let source = try IndexSource(
          name: name, folder: folder, strict: isStrict, warnings: &report.warnings)
        claimed.formUnion(source.replicas.keys)
        claimed.formUnion(source.settings.replicas.map(\.name))
        report.indices.append(
          try install(
            name: source.name, records: .file(source.records), settings: source.settings,
            replicas: source.replicas, configurations: source.configurations,
            progress: progress))
      } catch let error as LocalLoadError {
        report.failures.append(error)
        failed.append(name)
      }
    }
    report.warnings += Self.unusedFileWarnings(
      folder, claimed: claimed, loaded: Set(report.indices.map(\.name)), failed: failed,
      only: only)
    if report.indices.isEmpty, let first = report.failures.first { throw first }
    return report
  }

  /// One sentence for each description file no loaded index uses: a replica's settings whose
  /// primary is missing or does not name it, or files of no index at all. Files of an index
  /// that failed are not mentioned again; with `only`, files of other indices are not either.
  static func unusedFileWarnings(
    _ folder: DatasetFolder, claimed: Set<String>, loaded: Set<String>, failed: [String],
    only: String?
  ) -> [String] {
    var warnings: [String] = []
    for name in folder.describedNames where !claimed.contains(name) {
      if failed.contains(where: { name.hasPrefix($0 + "_") }) { continue }
      let files = DatasetFolder.Kind.allCases.compactMap { folder.file($0, of: name) }
      let settingsFile = folder.file(.settings, of: name) ?? folder.file(.configuration, of: name)
      var primary: String?
      if let settingsFile,
        let json = try? RecordLoader.json(RecordLoader.read(settingsFile), file: "")
      {
        primary = (json["primary"] ?? json["settings"]?["primary"])?.stringValue
      }
      if let only, primary != only, !name.hasPrefix(only + "_") { continue }
      let what = files.joined(separator: ", ")
      if let primary, loaded.contains(primary) {
        warnings.append(
          "\(what): settings of a replica of \(primary), whose settings do not name \(name) "
            + "in `replicas`; ignored")
      } else if let primary {
        warnings.append(
          "\(what): settings of a replica of \(primary), but there is no records file "
            + "\(primary).json; ignored")
      } else {
        warnings.append(
          "\(what): no records file \(name).json and no index names \(name) as a replica "
            + "(its primary is missing?); ignored")
      }
    }
    return warnings
  }
}
