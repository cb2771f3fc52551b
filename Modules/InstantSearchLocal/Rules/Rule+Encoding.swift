import InstantSearchCore

extension Rule {
  /// The rule in the export shape ``init(json:path:file:)`` reads, so decoding it gives an
  /// equal rule (defaults are left out; unbounded validity ends are not written).
  ///
  /// - Complexity: O(*s*), the size of the rule.
  public var json: JSON {
    var object: JSONObject = ["objectID": .string(objectID)]
    if !conditions.isEmpty { object["conditions"] = .array(conditions.map(\.json)) }
    object["consequence"] = consequence.json
    if !enabled { object["enabled"] = false }
    if !validity.isEmpty {
      object["validity"] = .array(
        validity.map { range in
          var bounds = JSONObject()
          if range.lowerBound.isFinite { bounds["from"] = .number(range.lowerBound) }
          if range.upperBound.isFinite { bounds["until"] = .number(range.upperBound) }
          return .object(bounds)
        })
    }
    if let description { object["description"] = .string(description) }
    return .object(object)
  }
}

extension Rule.Condition {
  /// The condition in the export shape.
  var json: JSON {
    var object = JSONObject()
    if let pattern { object["pattern"] = .string(pattern) }
    object["anchoring"] = .string(anchoring.rawValue)
    if alternatives { object["alternatives"] = true }
    if let context { object["context"] = .string(context) }
    if let filters { object["filters"] = .string(filters) }
    return .object(object)
  }
}

extension Rule.Consequence {
  /// The consequence in the export shape: the query change and the automatic facet filters go
  /// back into `params`.
  var json: JSON {
    var members = params
    switch query {
    case .replace(let text): members["query"] = .string(text)
    case .edits(let edits):
      members["query"] = [
        "edits": .array(
          edits.map { edit in
            guard let insert = edit.insert else {
              return ["type": "remove", "delete": .string(edit.delete)]
            }
            return ["type": "replace", "delete": .string(edit.delete), "insert": .string(insert)]
          })
      ]
    case nil: break
    }
    for (key, filters) in [
      ("automaticFacetFilters", automaticFacetFilters),
      ("automaticOptionalFacetFilters", automaticOptionalFacetFilters),
    ] where !filters.isEmpty {
      members[key] = .array(
        filters.map { filter in
          [
            "facet": .string(filter.facet), "disjunctive": .bool(filter.disjunctive),
            "score": .number(Double(filter.score)), "negative": .bool(filter.negative),
          ]
        })
    }
    var object = JSONObject()
    if !members.isEmpty { object["params"] = .object(members) }
    if !promote.isEmpty {
      object["promote"] = .array(
        promote.map { promotion in
          [
            "objectIDs": .array(promotion.objectIDs.map { .string($0) }),
            "position": .number(Double(promotion.position)),
          ]
        })
    }
    if filterPromotes { object["filterPromotes"] = true }
    if !hide.isEmpty { object["hide"] = .array(hide.map { ["objectID": .string($0)] }) }
    if let userData { object["userData"] = userData }
    return .object(object)
  }
}
