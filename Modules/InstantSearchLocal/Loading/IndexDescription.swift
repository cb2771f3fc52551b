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
    for (member, kind) in [("rules", DatasetFolder.Kind.rules), ("synonyms", .synonyms)] {
      var objects: [JSON] = []
      if overridden(member, by: kind), let path = folder.file(kind, of: name) {
        objects = try Self.objects(RecordLoader.json(RecordLoader.read(path), file: path), path, "")
      } else if let json = combined?[member] {
        objects = try Self.objects(json, configurationPath, member)
      }
      if kind == .rules { configuration.rules = objects } else { configuration.synonyms = objects }
    }
  }

  /// The elements of an exported array of rules or synonyms, each a JSON object.
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the JSON path (`rules[3]`) at fault.
  static func objects(_ json: JSON, _ file: String, _ path: String) throws -> [JSON] {
    guard let array = json.arrayValue else {
      throw LocalLoadError(
        file: file, key: path.isEmpty ? nil : path,
        reason: "expected an array of objects, as the dashboard exports them")
    }
    for (index, element) in array.enumerated() where element.objectValue == nil {
      throw LocalLoadError(
        file: file, key: "\(path)[\(index)]",
        reason: "expected an object, found \(element.jsonString.prefix(40))")
    }
    return array
  }
}
