import InstantSearchCore

/// What the files beside an index's records say about it: settings, rules and synonyms, from
/// `NAME_settings.json`, `NAME_rules.json`, `NAME_synonyms.json` or `NAME_configuration.json`
/// (whose `settings`, `rules` and `synonyms` members stand for the three others). A settings
/// file wrapped as some exports write it (`{"settings": {...}}`, maybe with `rules` and
/// `synonyms` beside) is read as a configuration file that comes before `NAME_configuration.json`.
struct IndexDescription {
  /// The settings; nil when no file gives any.
  var settings: IndexSettings?
  /// The rules and synonyms.
  var configuration = IndexConfiguration()

  /// A file holding several members (`settings`, `rules`, `synonyms`).
  private struct Combined {
    var path: String
    var object: JSONObject
    var bytes: [UInt8]
  }

  /// Reads the description of `name` in `folder`.
  ///
  /// - Parameters:
  ///   - name: the index (primary or replica).
  ///   - folder: the folder's files.
  ///   - strict: refuse a settings key the engine does not apply instead of warning.
  ///   - warnings: gets a sentence for each file that is read but not used, and for each
  ///     settings key the engine does not apply.
  /// - Throws: ``LocalLoadError`` naming the file and the line, column or JSON path at fault.
  init(name: String, folder: DatasetFolder, strict: Bool = false, warnings: inout [String])
    throws
  {
    var combined: [Combined] = []
    var plainSettings: (path: String, json: JSON, bytes: [UInt8])?
    if let path = folder.file(.settings, of: name) {
      let bytes = try RecordLoader.read(path)
      let json = try RecordLoader.json(bytes, file: path)
      if let object = json.objectValue, Self.isWrapped(object) {
        combined.append(Combined(path: path, object: object, bytes: bytes))
      } else {
        plainSettings = (path, json, bytes)
      }
    }
    if let path = folder.file(.configuration, of: name) {
      let bytes = try RecordLoader.read(path)
      guard let object = try RecordLoader.json(bytes, file: path).objectValue else {
        throw LocalLoadError(
          file: path,
          reason: #"expected an object {"settings": {...}, "rules": [...], "synonyms": [...]}"#)
      }
      combined.append(Combined(path: path, object: object, bytes: bytes))
    }
    for file in combined {
      for key in file.object.keys where !["settings", "rules", "synonyms"].contains(key) {
        warnings.append(
          "\(file.path): `\(key)` ignored, only `settings`, `rules` and `synonyms` are read")
      }
    }
    /// The combined file that gives `member` when no file of its own does, with a warning
    /// for each other one that gives it too.
    func source(_ member: String, ownFile: String?) -> Combined? {
      var used = ownFile
      var found: Combined?
      for file in combined where file.object[member] != nil {
        if let used {
          warnings.append(
            "\(file.path): `\(member)` ignored, \(used) gives the \(member) of \(name)")
        } else {
          used = file.path
          found = file
        }
      }
      return found
    }

    let settingsSource = source("settings", ownFile: plainSettings?.path)
    if let plainSettings {
      try RecordLoader.checkKeys(
        plainSettings.json, bytes: plainSettings.bytes, offset: 0, file: plainSettings.path,
        strict: strict, warnings: &warnings)
      settings = try IndexSettings(json: plainSettings.json, source: plainSettings.path)
    } else if let settingsSource, let json = settingsSource.object["settings"] {
      let offset =
        JSONMembers.scan(settingsSource.bytes, from: 0).first { $0.key == "settings" }?
        .valueOffset ?? 0
      try RecordLoader.checkKeys(
        json, bytes: settingsSource.bytes, offset: offset, file: settingsSource.path,
        strict: strict, warnings: &warnings)
      do {
        settings = try IndexSettings(json: json, source: settingsSource.path)
      } catch var error as LocalLoadError {
        error.key = "settings" + (error.key.map { ".\($0)" } ?? "")
        throw error
      }
    }

    let rulesPath = folder.file(.rules, of: name)
    if let file = source("rules", ownFile: rulesPath), let json = file.object["rules"] {
      configuration.rules = try Rule.list(json: json, path: "rules", file: file.path)
    } else if let rulesPath {
      configuration.rules = try Rule.list(
        json: RecordLoader.json(RecordLoader.read(rulesPath), file: rulesPath), file: rulesPath)
    }
    let synonymsPath = folder.file(.synonyms, of: name)
    if let file = source("synonyms", ownFile: synonymsPath), let json = file.object["synonyms"] {
      configuration.synonyms = try Synonym.list(json: json, path: "synonyms", file: file.path)
    } else if let synonymsPath {
      configuration.synonyms = try Synonym.list(
        json: RecordLoader.json(RecordLoader.read(synonymsPath), file: synonymsPath),
        file: synonymsPath)
    }
  }

  /// Whether a settings file's object is wrapped as an export writes it: a `settings` object
  /// (`settings` is no setting), maybe with `rules` and `synonyms` beside it.
  static func isWrapped(_ object: JSONObject) -> Bool {
    object["settings"]?.objectValue != nil
  }
}
