import InstantSearchCore

/// Reads the members of an exported rule, with errors naming the file and the JSON path.
///
/// Objects are read member by member with Core's `JSONFieldReader` (each member its own JSON
/// type only). A rule's texts (`objectID`, the words of a query edit) are this reader's own:
/// an integer stands for its digits, and a `null` where a text or an array must be is reported
/// as found, not read as absent.
struct RuleReader {
  /// An object's members.
  typealias Fields = JSONFieldReader<LocalLoadError>

  /// The file errors name.
  let file: String

  func fail(_ path: String, _ reason: String) -> LocalLoadError {
    LocalLoadError(file: file, key: path, reason: reason)
  }

  /// The members of the object `json` at `path`.
  /// - Throws: ``LocalLoadError`` when `json` is missing or not an object.
  func fields(_ json: JSON?, _ path: String) throws -> Fields {
    guard let json else { throw fail(path, "expected an object, found nothing") }
    return try Fields(json, path: path, forms: .strict) { [file] mismatch in
      LocalLoadError(file: file, key: mismatch.path, reason: Self.reason(mismatch))
    }
  }

  /// A rule file's wording of a member that is not what it should be.
  private static func reason(_ mismatch: Fields.Mismatch) -> String {
    let found = mismatch.found?.jsonString ?? "nothing"
    switch mismatch.expected {
    case .object: return "expected an object, found \(found)"
    case .array: return "expected an array, found \(found.prefix(40))"
    case .string: return "expected a string, found \(found.prefix(40))"
    case .boolean: return "expected true or false"
    case .number: return "expected a number"
    default: return "expected \(mismatch.expected)"
    }
  }

  func array(_ json: JSON, _ path: String) throws -> [JSON] {
    guard let array = json.arrayValue else {
      throw fail(path, "expected an array, found \(json.jsonString.prefix(40))")
    }
    return array
  }

  func text(_ json: JSON?, _ path: String) throws -> String {
    guard let json else { throw fail(path, "missing") }
    guard let text = json.stringValue ?? json.intValue.map(String.init) else {
      throw fail(path, "expected a string, found \(json.jsonString.prefix(40))")
    }
    return text
  }

  /// Member `key` as a text, or nil when absent or null.
  func optionalText(_ fields: Fields, _ key: String) throws -> String? {
    if let number = fields.value(key)?.intValue { return String(number) }
    return try fields.string(key)
  }

  func condition(_ json: JSON, _ path: String) throws -> Rule.Condition {
    let fields = try fields(json, path)
    var condition = Rule.Condition()
    condition.pattern = try optionalText(fields, "pattern")
    if let text = try optionalText(fields, "anchoring") {
      guard let anchoring = Rule.Condition.Anchoring(rawValue: text) else {
        throw fail(
          "\(path).anchoring", "expected is, startsWith, endsWith or contains, found \"\(text)\"")
      }
      condition.anchoring = anchoring
    } else if condition.pattern != nil {
      throw fail("\(path).anchoring", "missing: a pattern needs an anchoring")
    }
    condition.alternatives = try fields.bool("alternatives") ?? false
    condition.context = try optionalText(fields, "context")
    condition.filters = try optionalText(fields, "filters")
    return condition
  }

  func consequence(_ json: JSON?, _ path: String) throws -> Rule.Consequence {
    let fields = try fields(json, path)
    var consequence = Rule.Consequence()
    if var members = try fields.object("params")?.object {
      if let query = members["query"] {
        consequence.query = try queryChange(query, "\(path).params.query")
        members["query"] = nil
      }
      for key in ["automaticFacetFilters", "automaticOptionalFacetFilters"] {
        guard let list = members[key] else { continue }
        let filters = try facetFilters(list, "\(path).params.\(key)")
        if key == "automaticFacetFilters" {
          consequence.automaticFacetFilters = filters
        } else {
          consequence.automaticOptionalFacetFilters = filters
        }
        members[key] = nil
      }
      consequence.params = members
    }
    if let list = try fields.array("promote") {
      consequence.promote = try list.enumerated().map {
        try promotion($1, "\(path).promote[\($0)]")
      }
    }
    consequence.filterPromotes = try fields.bool("filterPromotes") ?? false
    if let list = try fields.array("hide") {
      consequence.hide = try list.enumerated().map { index, element in
        let at = "\(path).hide[\(index)]"
        return try text(self.fields(element, at).object["objectID"], "\(at).objectID")
      }
    }
    if let data = fields.value("userData") { consequence.userData = data }
    return consequence
  }

  func queryChange(_ json: JSON, _ path: String) throws -> Rule.Consequence.QueryChange {
    if let text = json.stringValue { return .replace(text) }
    let object = try fields(json, path).object
    var edits: [Rule.Consequence.QueryEdit] = []
    if let removed = object["remove"] {
      edits += try array(removed, "\(path).remove").enumerated().map {
        Rule.Consequence.QueryEdit(delete: try text($1, "\(path).remove[\($0)]"))
      }
    }
    if let list = object["edits"] {
      edits += try array(list, "\(path).edits").enumerated().map { index, element in
        let at = "\(path).edits[\(index)]"
        let edit = try fields(element, at).object
        let delete = try text(edit["delete"], "\(at).delete")
        switch try text(edit["type"], "\(at).type") {
        case "remove":
          return Rule.Consequence.QueryEdit(delete: delete)
        case "replace":
          return Rule.Consequence.QueryEdit(
            delete: delete, insert: try text(edit["insert"], "\(at).insert"))
        case let other:
          throw fail("\(at).type", "expected remove or replace, found \"\(other)\"")
        }
      }
    }
    return .edits(edits)
  }

  func facetFilters(_ json: JSON, _ path: String) throws -> [Rule.Consequence.FacetFilter] {
    try array(json, path).enumerated().map { index, element in
      let at = "\(path)[\(index)]"
      if let name = element.stringValue { return Rule.Consequence.FacetFilter(facet: name) }
      let fields = try fields(element, at)
      return Rule.Consequence.FacetFilter(
        facet: try text(fields.object["facet"], "\(at).facet"),
        disjunctive: try fields.bool("disjunctive") ?? false,
        score: Int(try fields.double("score") ?? 1),
        negative: try fields.bool("negative") ?? false)
    }
  }

  func promotion(_ json: JSON, _ path: String) throws -> Rule.Consequence.Promotion {
    let object = try fields(json, path).object
    guard let position = object["position"]?.intValue, position >= 0 else {
      throw fail("\(path).position", "expected a position from 0")
    }
    if let list = object["objectIDs"] {
      let ids = try array(list, "\(path).objectIDs").enumerated().map {
        try text($1, "\(path).objectIDs[\($0)]")
      }
      return Rule.Consequence.Promotion(objectIDs: ids, position: position)
    }
    return Rule.Consequence.Promotion(
      objectIDs: [try text(object["objectID"], "\(path).objectID")], position: position)
  }
}
