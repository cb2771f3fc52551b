import InstantSearchCore

/// Reads the members of an exported rule, with errors naming the file and the JSON path.
struct RuleReader {
  /// The file errors name.
  let file: String

  func fail(_ path: String, _ reason: String) -> LocalLoadError {
    LocalLoadError(file: file, key: path, reason: reason)
  }

  func object(_ json: JSON?, _ path: String) throws -> JSONObject {
    guard let object = json?.objectValue else {
      throw fail(path, "expected an object, found \(json?.jsonString ?? "nothing")")
    }
    return object
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

  func optionalText(_ json: JSON?, _ path: String) throws -> String? {
    guard let json, !json.isNull else { return nil }
    return try text(json, path)
  }

  func flag(_ json: JSON?, _ path: String) throws -> Bool? {
    guard let json, !json.isNull else { return nil }
    guard let flag = json.boolValue else { throw fail(path, "expected true or false") }
    return flag
  }

  func number(_ json: JSON?, _ path: String) throws -> Double? {
    guard let json, !json.isNull else { return nil }
    guard let number = json.doubleValue else { throw fail(path, "expected a number") }
    return number
  }

  func condition(_ json: JSON, _ path: String) throws -> Rule.Condition {
    let object = try object(json, path)
    var condition = Rule.Condition()
    condition.pattern = try optionalText(object["pattern"], "\(path).pattern")
    if let text = try optionalText(object["anchoring"], "\(path).anchoring") {
      guard let anchoring = Rule.Condition.Anchoring(rawValue: text) else {
        throw fail(
          "\(path).anchoring", "expected is, startsWith, endsWith or contains, found \"\(text)\"")
      }
      condition.anchoring = anchoring
    } else if condition.pattern != nil {
      throw fail("\(path).anchoring", "missing: a pattern needs an anchoring")
    }
    condition.alternatives = try flag(object["alternatives"], "\(path).alternatives") ?? false
    condition.context = try optionalText(object["context"], "\(path).context")
    condition.filters = try optionalText(object["filters"], "\(path).filters")
    return condition
  }

  func consequence(_ json: JSON?, _ path: String) throws -> Rule.Consequence {
    let object = try object(json, path)
    var consequence = Rule.Consequence()
    if let params = object["params"], !params.isNull {
      var members = try self.object(params, "\(path).params")
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
    if let list = object["promote"], !list.isNull {
      consequence.promote = try array(list, "\(path).promote").enumerated().map {
        try promotion($1, "\(path).promote[\($0)]")
      }
    }
    consequence.filterPromotes =
      try flag(object["filterPromotes"], "\(path).filterPromotes") ?? false
    if let list = object["hide"], !list.isNull {
      consequence.hide = try array(list, "\(path).hide").enumerated().map { index, element in
        try text(
          self.object(element, "\(path).hide[\(index)]")["objectID"],
          "\(path).hide[\(index)].objectID")
      }
    }
    if let data = object["userData"], !data.isNull { consequence.userData = data }
    return consequence
  }

  func queryChange(_ json: JSON, _ path: String) throws -> Rule.Consequence.QueryChange {
    if let text = json.stringValue { return .replace(text) }
    let object = try object(json, path)
    var edits: [Rule.Consequence.QueryEdit] = []
    if let removed = object["remove"] {
      edits += try array(removed, "\(path).remove").enumerated().map {
        Rule.Consequence.QueryEdit(delete: try text($1, "\(path).remove[\($0)]"))
      }
    }
    if let list = object["edits"] {
      edits += try array(list, "\(path).edits").enumerated().map { index, element in
        let at = "\(path).edits[\(index)]"
        let edit = try self.object(element, at)
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
      let object = try object(element, at)
      return Rule.Consequence.FacetFilter(
        facet: try text(object["facet"], "\(at).facet"),
        disjunctive: try flag(object["disjunctive"], "\(at).disjunctive") ?? false,
        score: Int(try number(object["score"], "\(at).score") ?? 1),
        negative: try flag(object["negative"], "\(at).negative") ?? false)
    }
  }

  func promotion(_ json: JSON, _ path: String) throws -> Rule.Consequence.Promotion {
    let object = try object(json, path)
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
