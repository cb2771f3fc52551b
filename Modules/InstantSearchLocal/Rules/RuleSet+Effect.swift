import Foundation
import InstantSearchCore

extension RuleSet {
  /// The parameter names the rules read from a request (or the settings).
  static let parameters: ParameterNames = ["enableRules", "ruleContexts"]

  /// What the rules do to a request.
  ///
  /// - Parameters:
  ///   - parameters: the request's parameters (object members and the `params` string's).
  ///   - settings: the index's settings as given (`enableRules` may be set there).
  ///   - filters: the request's filters.
  ///   - time: now, in Unix seconds.
  /// - Returns: the effect, or nil when rules are off or none applies.
  /// - Throws: `SearchError.http` 400 for a bad `enableRules` or `ruleContexts`.
  func effect(
    parameters: JSONObject, settings: JSONObject, filters: FilterExpression,
    time: Double = Date.now.timeIntervalSince1970
  ) throws -> RuleEffect? {
    guard !isEmpty, try Self.enabled(parameters["enableRules"] ?? settings["enableRules"])
    else { return nil }
    let words = Tokenizer.tokens(parameters["query"]?.scalarText ?? "")
    let request = Request(
      words: words, contexts: try Self.contexts(parameters["ruleContexts"]), filters: filters,
      time: time)
    let found = matches(request)
    guard !found.isEmpty else { return nil }
    var effect = RuleEffect(parameters: parameters)
    var dropped = Set<Int>()
    var queryChange: Rule.Consequence.QueryChange?
    var set = Set<String>()
    for match in found {
      let rule = rules[match.rule]
      let consequence = rule.consequence
      effect.applied.append(rule.objectID)
      if queryChange == nil, let change = consequence.query { queryChange = change }
      addFacetFilters(match, consequence, to: &effect, dropping: &dropped)
      for (key, value) in consequence.params {
        switch key {
        case "filters":
          if let text = value.stringValue, !text.allSatisfy({ $0 == " " }) {
            effect.filters.append(text)
          }
        case "facetFilters", "numericFilters", "tagFilters", "optionalFilters":
          effect.parameters[key] = Self.conjunction(effect.parameters[key], value)
        case "renderingContent":
          if effect.renderingContent == nil { effect.renderingContent = value }
        default:
          // A rule of higher precedence has set it already.
          if set.insert(key).inserted { effect.parameters[key] = value }
        }
      }
      for promotion in consequence.promote {
        let records = promotion.objectIDs.compactMap { self.records[$0] }
        if !records.isEmpty { effect.promoted.append((records, promotion.position)) }
      }
      effect.filterPromotes = effect.filterPromotes || consequence.filterPromotes
      effect.hidden.formUnion(consequence.hide.compactMap { self.records[$0] })
      if let data = consequence.userData { effect.userData.append(data) }
    }
    let kept = words.indices.filter { !dropped.contains($0) }.map { words[$0] }
    if let edited = Self.edit(kept, queryChange) ?? (dropped.isEmpty ? nil : kept) {
      effect.parameters["query"] = .string(edited.joined(separator: " "))
    }
    return effect
  }

  /// Adds the filters the automatic facet filters make from the values the pattern matched;
  /// the words of those values leave the query.
  private func addFacetFilters(
    _ match: Match, _ consequence: Rule.Consequence, to effect: inout RuleEffect,
    dropping dropped: inout Set<Int>
  ) {
    for (optional, list) in [
      (false, consequence.automaticFacetFilters), (true, consequence.automaticOptionalFacetFilters),
    ] {
      for filter in list {
        let values = match.facetValues.filter { $0.attribute == filter.facet }
        guard !values.isEmpty else { continue }
        for value in values { dropped.formUnion(value.words) }
        let terms = values.map { value in
          (filter.negative ? "NOT " : "") + Self.quoted(filter.facet) + ":"
            + Self.quoted(value.value)
        }
        if optional {
          // The array form, where values need no quotes.
          let scored = values.map { value in
            JSON.string(
              filter.facet + ":" + (filter.negative ? "-" : "") + value.value
                + "<score=\(filter.score)>")
          }
          let added: JSON = filter.disjunctive ? [.array(scored)] : .array(scored)
          effect.parameters["optionalFilters"] = Self.conjunction(
            effect.parameters["optionalFilters"], added)
        } else if filter.disjunctive {
          effect.filters.append(
            terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")")
        } else {
          effect.filters += terms
        }
      }
    }
  }

  /// The query words after a query change: a replacement's words, or the words with each
  /// edit's words removed or replaced; nil when there is no change.
  static func edit(_ words: [String], _ change: Rule.Consequence.QueryChange?) -> [String]? {
    switch change {
    case nil: return nil
    case .replace(let text): return Tokenizer.tokens(text)
    case .edits(let edits):
      var result = words
      for edit in edits {
        let delete = Tokenizer.tokens(edit.delete)
        let insert = edit.insert.map(Tokenizer.tokens) ?? []
        guard !delete.isEmpty else { continue }
        var index = 0
        var next: [String] = []
        while index < result.count {
          if index + delete.count <= result.count,
            Array(result[index..<index + delete.count]) == delete
          {
            next += insert
            index += delete.count
          } else {
            next.append(result[index])
            index += 1
          }
        }
        result = next
      }
      return result
    }
  }

  /// An array filter parameter with `added` ANDed: both as arrays, one after the other.
  static func conjunction(_ existing: JSON?, _ added: JSON) -> JSON {
    func elements(_ value: JSON?) -> [JSON] {
      guard let value, !value.isNull else { return [] }
      if let array = value.arrayValue { return array }
      if let text = value.stringValue, text.hasPrefix("["), let array = try? JSON(parsing: text) {
        return array.arrayValue ?? [value]
      }
      return [value]
    }
    return .array(elements(existing) + elements(added))
  }

  /// A filter attribute or value in double quotes, escaped.
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }

  static func enabled(_ value: JSON?) throws -> Bool {
    guard let value, !value.isNull else { return true }
    if let flag = value.boolValue ?? (value.stringValue.flatMap { Bool($0) }) { return flag }
    throw SearchError.http(
      status: 400, message: "Invalid value for parameter `enableRules`: expected a boolean")
  }

  static func contexts(_ value: JSON?) throws -> Set<String> {
    guard let value, !value.isNull else { return [] }
    if let text = value.stringValue {
      if text.hasPrefix("["), let array = try? JSON(parsing: text) {
        return try contexts(array)
      }
      return Set(text.split(separator: ",").map { String($0).trimmingSpaces })
    }
    guard let array = value.arrayValue, array.allSatisfy({ $0.stringValue != nil }) else {
      throw SearchError.http(
        status: 400,
        message: "Invalid value for parameter `ruleContexts`: expected an array of strings")
    }
    return Set(array.compactMap(\.stringValue))
  }
}
