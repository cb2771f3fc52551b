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
    let object = try reader.object(json, path)
    objectID = try reader.text(object["objectID"], "\(path).objectID")
    enabled = try reader.flag(object["enabled"], "\(path).enabled") ?? true
    description = try reader.optionalText(object["description"], "\(path).description")
    if let list = object["conditions"], !list.isNull {
      conditions = try reader.array(list, "\(path).conditions").enumerated().map {
        try reader.condition($1, "\(path).conditions[\($0)]")
      }
    } else if let single = object["condition"], !single.isNull {
      conditions = [try reader.condition(single, "\(path).condition")]
    } else {
      conditions = []
    }
    validity = []
    if let ranges = object["validity"], !ranges.isNull {
      validity = try reader.array(ranges, "\(path).validity").enumerated().map { index, range in
        let at = "\(path).validity[\(index)]"
        let bounds = try reader.object(range, at)
        let from = try reader.number(bounds["from"], "\(at).from") ?? -.infinity
        let until = try reader.number(bounds["until"], "\(at).until") ?? .infinity
        guard from <= until else { throw reader.fail(at, "`from` is after `until`") }
        return from...until
      }
    }
    consequence = try reader.consequence(object["consequence"], "\(path).consequence")
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
