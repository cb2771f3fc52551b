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

  /// A file read: a plain settings file, or one holding several members (`settings`, `rules`,
  /// `synonyms`).
  private struct DescriptionFile {
    var path: String
    var json: JSON
    var bytes: [UInt8]
    /// The members (none for a plain settings file that is not an object).
    var object: JSONObject { json.objectValue ?? [:] }
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
    let (plainSettings, combined) = try Self.files(of: name, in: folder, warnings: &warnings)
    /// The combined file that gives `member` when no file of its own does, with a warning
    /// for each other one that gives it too.
    func source(_ member: String, ownFile: String?) -> DescriptionFile? {
      var used = ownFile
      var found: DescriptionFile?
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
    settings = try Self.settings(
      plain: plainSettings, combined: settingsSource, strict: strict, warnings: &warnings)

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

  /// Reads `NAME_settings.json` (plain, or wrapped and then combined) and
  /// `NAME_configuration.json`, with a warning for each member of a combined file that is not
  /// read.
  /// - Throws: ``LocalLoadError`` when a file is not JSON, or a configuration not an object.
  private static func files(
    of name: String, in folder: DatasetFolder, warnings: inout [String]
  ) throws -> (plainSettings: DescriptionFile?, combined: [DescriptionFile]) {
    var combined: [DescriptionFile] = []
    var plainSettings: DescriptionFile?
    if let path = folder.file(.settings, of: name) {
      let bytes = try RecordLoader.read(path)
      let json = try RecordLoader.json(bytes, file: path)
      if let object = json.objectValue, isWrapped(object) {
        combined.append(DescriptionFile(path: path, json: json, bytes: bytes))
      } else {
        plainSettings = DescriptionFile(path: path, json: json, bytes: bytes)
      }
    }
    if let path = folder.file(.configuration, of: name) {
      let bytes = try RecordLoader.read(path)
      let json = try RecordLoader.json(bytes, file: path)
      guard json.objectValue != nil else {
        throw LocalLoadError(
          file: path,
          reason: #"expected an object {"settings": {...}, "rules": [...], "synonyms": [...]}"#)
      }
      combined.append(DescriptionFile(path: path, json: json, bytes: bytes))
    }
    for file in combined {
      for key in file.object.keys where !["settings", "rules", "synonyms"].contains(key) {
        warnings.append(
          "\(file.path): `\(key)` ignored, only `settings`, `rules` and `synonyms` are read")
      }
    }
    return (plainSettings, combined)
  }

  /// The settings of a plain settings file, else of a combined file's `settings` member (whose
  /// errors name `settings.KEY`), after checking their keys; nil when neither gives any.
  private static func settings(
    plain: DescriptionFile?, combined: DescriptionFile?, strict: Bool, warnings: inout [String]
  ) throws -> IndexSettings? {
    if let plain {
      try RecordLoader.checkKeys(
        plain.json, bytes: plain.bytes, offset: 0, file: plain.path, strict: strict,
        warnings: &warnings)
      return try IndexSettings(json: plain.json, source: plain.path)
    }
    guard let combined, let json = combined.object["settings"] else { return nil }
    let offset =
      JSONMembers.scan(combined.bytes, from: 0).first { $0.key == "settings" }?.valueOffset ?? 0
    try RecordLoader.checkKeys(
      json, bytes: combined.bytes, offset: offset, file: combined.path, strict: strict,
      warnings: &warnings)
    do {
      return try IndexSettings(json: json, source: combined.path)
    } catch var error as LocalLoadError {
      error.key = "settings" + (error.key.map { ".\($0)" } ?? "")
      throw error
    }
  }

  /// Whether a settings file's object is wrapped as an export writes it: a `settings` object
  /// (`settings` is no setting), maybe with `rules` and `synonyms` beside it.
  static func isWrapped(_ object: JSONObject) -> Bool {
    object["settings"]?.objectValue != nil
  }
}
