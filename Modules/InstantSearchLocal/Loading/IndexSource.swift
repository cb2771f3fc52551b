import InstantSearchCore

/// Everything read from the files of one primary index before it is built: records, settings,
/// and its replicas' settings, rules and synonyms.
struct IndexSource {
  /// The primary's name.
  let name: String
  /// Its records.
  let records: [JSON]
  /// Its settings (empty when there is no settings file).
  let settings: IndexSettings
  /// Each replica's own settings, by name, for the replicas that have a file.
  let replicas: [String: IndexSettings]
  /// The rules and synonyms of the primary and of each replica, by name.
  let configurations: [String: IndexConfiguration]

  /// Reads the records of `name` and the files that describe it and its replicas.
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the line, column or JSON path at fault.
  init(
    name: String, folder: DatasetFolder, warnings: inout [String],
    progress: ((LoadProgress) -> Void)?
  ) throws {
    self.name = name
    let recordsPath = folder.records[name] ?? folder.full(name + ".json")
    records = try LocalClient.readRecords(recordsPath, name: name, progress: progress)
    let description = try IndexDescription(name: name, folder: folder, warnings: &warnings)
    settings = description.settings ?? IndexSettings()
    var replicas: [String: IndexSettings] = [:]
    var configurations = [name: description.configuration]
    for replica in settings.replicas {
      let own = try IndexDescription(name: replica.name, folder: folder, warnings: &warnings)
      replicas[replica.name] = own.settings
      configurations[replica.name] = own.configuration
    }
    self.replicas = replicas
    self.configurations = configurations
  }
}
