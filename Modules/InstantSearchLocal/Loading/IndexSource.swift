import InstantSearchCore

/// The files of one primary index before it is built: its records file (mapped, read as the
/// index is built), settings, and its replicas' settings, rules and synonyms.
struct IndexSource {
  /// The primary's name.
  let name: String
  /// Its records file.
  let records: RecordStream
  /// Its settings (empty when there is no settings file).
  let settings: IndexSettings
  /// Each replica's own settings, by name, for the replicas that have a file.
  let replicas: [String: IndexSettings]
  /// The rules and synonyms of the primary and of each replica, by name.
  let configurations: [String: IndexConfiguration]

  /// Maps the records file of `name` and reads the files that describe it and its replicas;
  /// `strict` refuses a settings key the engine does not apply, which is otherwise a warning.
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the line, column or JSON path at fault.
  init(name: String, folder: DatasetFolder, strict: Bool = false, warnings: inout [String])
    throws
  {
    self.name = name
    records = try RecordStream(path: folder.records[name] ?? folder.full(name + ".json"))
    let description = try IndexDescription(
      name: name, folder: folder, strict: strict, warnings: &warnings)
    settings = description.settings ?? IndexSettings()
    var replicas: [String: IndexSettings] = [:]
    var configurations = [name: description.configuration]
    for replica in settings.replicas {
      let own = try IndexDescription(
        name: replica.name, folder: folder, strict: strict, warnings: &warnings)
      replicas[replica.name] = own.settings
      configurations[replica.name] = own.configuration
    }
    self.replicas = replicas
    self.configurations = configurations
  }
}
