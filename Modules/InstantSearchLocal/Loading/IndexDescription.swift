import InstantSearchCore

/// What the files beside an index's records say about it: settings, rules and synonyms, from
/// `NAME_settings.json`, `NAME_rules.json`, `NAME_synonyms.json` or `NAME_configuration.json`
/// (whose `settings`, `rules` and `synonyms` members stand for the three others).
struct IndexDescription {
  /// The settings; nil when no file gives any.
  var settings: IndexSettings?
  /// The rules and synonyms.
  var configuration = IndexConfiguration()

  /// Reads the description of `name` in `folder`.
  ///
  /// - Parameters:
  ///   - name: the index (primary or replica).
  ///   - folder: the folder's files.
  ///   - warnings: gets a sentence for each file that is read but not used.
  /// - Throws: ``LocalLoadError`` naming the file and the line, column or JSON path at fault.
  init(name: String, folder: DatasetFolder, warnings: inout [String]) throws {
    var combined: JSONObject?
    if let path = folder.file(.configuration, of: name) {
      let json = try RecordLoader.json(try RecordLoader.read(path), file: path)
      guard let object = json.objectValue else {
        throw LocalLoadError(
          file: path,
          reason: #"expected an object {"settings": {...}, "rules": [...], "synonyms": [...]}"#)
      }
      combined = object
    }
    let configurationPath = folder.file(.configuration, of: name) ?? ""
    func overridden(_ member: String, by kind: DatasetFolder.Kind) -> Bool {
      guard let path = folder.file(kind, of: name) else { return false }
      if combined?[member] != nil {
        warnings.append(
          "\(configurationPath): `\(member)` ignored, \(path) gives the \(member) of \(name)")
      }
      return true
    }
    if overridden("settings", by: .settings), let path = folder.file(.settings, of: name) {
      settings = try RecordLoader.settings(try RecordLoader.read(path), file: path)
    } else if let json = combined?["settings"] {
      do {
        settings = try IndexSettings(json: json, source: configurationPath)
      } catch var error as LocalLoadError {
        error.key = "settings" + (error.key.map { ".\($0)" } ?? "")
        throw error
      }
    }
    if overridden("rules", by: .rules), let path = folder.file(.rules, of: name) {
      configuration.rules = try Rule.list(
        json: RecordLoader.json(RecordLoader.read(path), file: path), file: path)
    } else if let json = combined?["rules"] {
      configuration.rules = try Rule.list(json: json, path: "rules", file: configurationPath)
    }
    if overridden("synonyms", by: .synonyms), let path = folder.file(.synonyms, of: name) {
      configuration.synonyms = try Synonym.list(
        json: RecordLoader.json(RecordLoader.read(path), file: path), file: path)
    } else if let json = combined?["synonyms"] {
      configuration.synonyms = try Synonym.list(
        json: json, path: "synonyms", file: configurationPath)
    }
  }
}
