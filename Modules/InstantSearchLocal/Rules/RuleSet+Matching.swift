import InstantSearchCore

extension RuleSet {
  /// A rule whose condition matched a request, with what decides its precedence.
  struct Match: Sendable, Equatable {
    /// The rule's index in ``RuleSet/rules``.
    var rule: Int
    /// The first query word the pattern matched (0 without a pattern).
    var start = 0
    /// How many query words it matched.
    var length = 0
    /// Where the pattern was anchored.
    var anchoring = Rule.Condition.Anchoring.contains
    /// Whether the condition named a context, and filters.
    var hasContext = false
    var hasFilters = false
    /// How many of the pattern's parts were placeholders.
    var placeholders = 0
    /// The facet values the placeholders matched: attribute, value, and the query words.
    var facetValues: [FacetValue] = []
  }

  /// A facet value a `{facet:attribute}` placeholder matched in the query.
  struct FacetValue: Sendable, Equatable {
    var attribute: String
    var value: String
    var words: Range<Int>
  }

  /// What a request brings to the rules' conditions.
  struct Request {
    /// The query's normalized words.
    var words: [String]
    /// The request's `ruleContexts`.
    var contexts: Set<String>
    /// The request's filters.
    var filters: FilterExpression
    /// Now, in Unix seconds (validity ranges).
    var time: Double
  }

  /// The rules that apply to `request`, highest precedence first: the match nearest the start
  /// of the query, then the longest, then by anchoring (is, startsWith, endsWith, contains),
  /// with a context, with filters, with fewer placeholders, then in the order given.
  func matches(_ request: Request) -> [Match] {
    var found: [Match] = []
    for (index, rule) in rules.enumerated() where rule.isActive(at: request.time) {
      let candidates = rule.conditions.indices.compactMap { offset in
        match(rule.conditions[offset], patterns[index][offset], request, rule: index)
      }
      if rule.conditions.isEmpty {
        found.append(Match(rule: index))
      } else if let best = candidates.min(by: Self.precedes) {
        found.append(best)
      }
    }
    return found.sorted(by: Self.precedes)
  }

  static func precedes(_ a: Match, _ b: Match) -> Bool {
    let order: [Rule.Condition.Anchoring] = [.is, .startsWith, .endsWith, .contains]
    func key(_ match: Match) -> [Int] {
      [
        match.start, -match.length, order.firstIndex(of: match.anchoring)!,
        match.hasContext ? 0 : 1, match.hasFilters ? 0 : 1, match.placeholders, match.rule,
      ]
    }
    return key(a).lexicographicallyPrecedes(key(b))
  }

  /// The match of one condition, or nil.
  private func match(
    _ condition: Rule.Condition, _ parts: [PatternPart]?, _ request: Request, rule: Int
  ) -> Match? {
    var result = Match(rule: rule, anchoring: condition.anchoring)
    if let context = condition.context {
      guard request.contexts.contains(context) else { return nil }
      result.hasContext = true
    }
    if let filters = condition.filters {
      guard let wanted = try? FilterExpression(filters: filters),
        Self.includes(request.filters, wanted)
      else { return nil }
      result.hasFilters = true
    }
    guard let parts else { return result }
    let words = request.words
    if parts.isEmpty {
      // An empty pattern: with `is`, the empty query; otherwise any query.
      return condition.anchoring != .is || words.isEmpty ? result : nil
    }
    let starts: [Int]
    switch condition.anchoring {
    case .is, .startsWith: starts = [0]
    case .endsWith, .contains: starts = Array(0..<max(words.count, 1))
    }
    for start in starts {
      guard let (end, values) = matchParts(parts, words, from: start, condition.alternatives)
      else { continue }
      if condition.anchoring == .is || condition.anchoring == .endsWith, end != words.count {
        continue
      }
      result.start = start
      result.length = end - start
      result.facetValues = values
      result.placeholders = values.count
      return result
    }
    return nil
  }

  /// Matches the parts at `start`, greedily (a placeholder takes its longest value).
  private func matchParts(
    _ parts: [PatternPart], _ words: [String], from start: Int, _ alternatives: Bool
  ) -> (Int, [FacetValue])? {
    var position = start
    var values: [FacetValue] = []
    for part in parts {
      switch part {
      case .word(let word):
        guard position < words.count, Self.same(word, words[position], alternatives) else {
          return nil
        }
        position += 1
      case .facet(let attribute):
        guard let facet = facetValues[attribute] else { return nil }
        let longest = min(facet.longest, words.count - position)
        guard
          let length = stride(from: longest, through: 1, by: -1).first(where: {
            facet.values[Array(words[position..<position + $0])] != nil
          })
        else { return nil }
        let key = Array(words[position..<position + length])
        values.append(
          FacetValue(
            attribute: attribute, value: facet.values[key]!,
            words: position..<position + length))
        position += length
      }
    }
    return (position, values)
  }

  /// Whether a pattern word matches a query word: equal, or with `alternatives` a plural or
  /// singular form, or one typo away for words of 4 letters or more.
  static func same(_ pattern: String, _ word: String, _ alternatives: Bool) -> Bool {
    if pattern == word { return true }
    guard alternatives else { return false }
    if Plurals.otherForms(of: pattern, languages: ["en"]).contains(word) { return true }
    guard pattern.count >= 4 else { return false }
    return EditDistance.distance(
      Array(pattern.unicodeScalars), Array(word.unicodeScalars), limit: 1, prefix: false) != nil
  }

  /// Whether every clause of `wanted` is among the clauses of `filters` (facet values compared
  /// case-insensitively, a clause's conditions in any order).
  static func includes(_ filters: FilterExpression, _ wanted: FilterExpression) -> Bool {
    func normalized(_ clause: [FilterExpression.Term]) -> [FilterExpression.Term] {
      clause.map { term in
        guard case .facet(let attribute, let value) = term.condition else { return term }
        return FilterExpression.Term(
          condition: .facet(attribute: attribute, value: value.lowercased()),
          negated: term.negated)
      }
    }
    let have = filters.clauses.map(normalized)
    return wanted.clauses.map(normalized).allSatisfy { clause in
      have.contains { other in
        other.count == clause.count && clause.allSatisfy(other.contains)
      }
    }
  }
}
