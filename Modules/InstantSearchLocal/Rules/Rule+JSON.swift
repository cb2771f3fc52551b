import InstantSearchCore

extension Rule {
  /// Decodes one exported rule object (`condition`, the legacy single condition, is read too).
  ///
  /// - Parameters:
  ///   - json: the rule object.
  ///   - path: where it sits in its document (`[3]`, `rules[3]`), used in errors.
  ///   - file: the file (or source name) errors name.
  /// - Throws: ``LocalLoadError`` whose `key` is the JSON path of the member at fault
  ///   (`[3].consequence.promote[0].position`) and whose reason says what was expected.
  public init(json: JSON, path: String, file: String = "rules") throws {
    let reader = RuleReader(file: file)
    let fields = try reader.fields(json, path)
    objectID = try reader.text(fields.object["objectID"], "\(path).objectID")
    enabled = try fields.bool("enabled") ?? true
    description = try reader.optionalText(fields, "description")
    if let list = try fields.array("conditions") {
      conditions = try list.enumerated().map {
        try reader.condition($1, "\(path).conditions[\($0)]")
      }
    } else if let single = fields.value("condition") {
      conditions = [try reader.condition(single, "\(path).condition")]
    } else {
      conditions = []
    }
    validity = []
    if let ranges = try fields.array("validity") {
      validity = try ranges.enumerated().map { index, range in
        let at = "\(path).validity[\(index)]"
        let bounds = try reader.fields(range, at)
        let from = try bounds.double("from") ?? -.infinity
        let until = try bounds.double("until") ?? .infinity
        guard from <= until else { throw reader.fail(at, "`from` is after `until`") }
        return from...until
      }
    }
    consequence = try reader.consequence(fields.object["consequence"], "\(path).consequence")
  }

  /// Decodes an exported array of rules (`NAME_rules.json`, or the `rules` member of a
  /// configuration file).
  ///
  /// - Parameters:
  ///   - json: the array.
  ///   - path: the array's own path in its document (`""` for a whole file, `rules`).
  ///   - file: the file errors name.
  /// - Returns: the rules in order.
  /// - Throws: ``LocalLoadError`` naming the element's path (`rules[2].conditions[0].anchoring`).
  public static func list(json: JSON, path: String = "", file: String = "rules") throws -> [Rule] {
    guard let array = json.arrayValue else {
      throw LocalLoadError(
        file: file, key: path.isEmpty ? nil : path, reason: "expected an array of rules")
    }
    return try array.enumerated().map { index, element in
      try Rule(json: element, path: "\(path)[\(index)]", file: file)
    }
  }
}
