import InstantSearchCore

/// Each record's filter score, for the `filters` ranking criterion and `_rankingInfo.filters`:
/// the `optionalFilters` a record matches, and the `<score=N>` of the filters it matches in the
/// `filters` string's OR groups.
///
/// Each top-level element of `optionalFilters` (a filter, or an OR group as a nested array) and
/// each OR group of `filters` adds the best score of its filters the record matches (their sum
/// with `sumOrFiltersScores`); a filter's score is 1 unless it says `<score=N>`. Built per
/// search, and only when the request has something to score.
struct FilterScores: Sendable {
  /// The parameter names read here.
  static let parameters: ParameterNames = ["optionalFilters", "sumOrFiltersScores"]

  /// Each record's score, by record number.
  let scores: [UInt32]
  /// The highest score.
  let maximum: UInt32

  /// The scores of a request's filters, or nil when nothing is scored (no optional filters, and
  /// neither a `<score=N>` nor `sumOrFiltersScores` on the filters' OR groups).
  ///
  /// - Parameters:
  ///   - parameters: the request's parameters.
  ///   - ruleFilters: filters strings the rules added.
  ///   - data: the records.
  /// - Throws: `SearchError.http` 400 naming `optionalFilters` or `sumOrFiltersScores` when
  ///   they are malformed.
  init?(_ parameters: JSONObject, ruleFilters: [String] = [], data: IndexData) throws {
    let sum = try Self.flag(parameters["sumOrFiltersScores"])
    var clauses = try Self.optionalClauses(parameters["optionalFilters"])
    // The request's filters, then the rules': no list of them is made (most searches score
    // nothing, and return below).
    if let filters = parameters["filters"]?.stringValue, sum || filters.contains("<score=") {
      clauses += try Self.scoredGroups(filters)
    }
    for text in ruleFilters where sum || text.contains("<score=") {
      clauses += try Self.scoredGroups(text)
    }
    guard !clauses.isEmpty else { return nil }
    var total = [UInt32](repeating: 0, count: data.count)
    for clause in clauses {
      var best = [UInt32](repeating: 0, count: data.count)
      for (term, score) in clause {
        guard let matched = FilterExpression(clauses: [[term]]).evaluate(data) else { continue }
        for record in matched.members {
          let index = Int(record)
          best[index] = sum ? best[index] + score : max(best[index], score)
        }
      }
      for index in total.indices { total[index] += best[index] }
    }
    scores = total
    maximum = total.max() ?? 0
  }

  /// A record's score.
  func score(of record: UInt32) -> Int { Int(scores[Int(record)]) }

  /// The ranks for the ranking key: the highest score first.
  var rankColumn: [UInt32] { scores.map { maximum - $0 } }

  /// The clauses of `optionalFilters`, as facet filters with scores.
  static func optionalClauses(_ value: JSON?) throws -> [[(FilterExpression.Term, UInt32)]] {
    guard let value, !value.isNull else { return [] }
    func scored(_ filter: String) throws -> (FilterExpression.Term, UInt32) {
      var text = filter
      var score: UInt32 = 1
      if let open = text.range(of: "<score="), text.hasSuffix(">") {
        guard let number = UInt32(text[open.upperBound..<text.index(before: text.endIndex)])
        else {
          throw SearchError.http(
            status: 400,
            message: "optionalFilters: expected <score=N> with N a number in \"\(text)\"")
        }
        score = number
        text = String(text[..<open.lowerBound])
      }
      do {
        return (try FilterExpression.term(.facetFilters, text), score)
      } catch SearchError.http(_, let message) {
        throw SearchError.http(
          status: 400,
          message: message.replacingOccurrences(of: "facetFilters:", with: "optionalFilters:"))
      }
    }
    let filters = try ArrayFilters(
      json: value, path: "optionalFilters",
      fault: FilterExpression.arrayFault("optionalFilters"))
    return try filters.elements.map { try $0.filters.map(scored) }
  }

  /// The OR groups of a filters string, each filter with its score (1 unless `<score=N>`).
  static func scoredGroups(_ text: String) throws -> [[(FilterExpression.Term, UInt32)]] {
    let groups: [any FilterGroupType]
    do {
      groups = try FilterParser().parseFilters(text)
    } catch {
      throw SearchError.http(status: 400, message: error.description)
    }
    return groups.filter(\.isDisjunctive).map { group in
      group.erasedFilters.map { filter in
        var score: UInt32 = 1
        if case .facet(let facet) = filter, let given = facet.score {
          score = UInt32(max(given, 0))
        }
        return (FilterExpression.term(filter), score)
      }
    }
  }

  static func flag(_ value: JSON?) throws -> Bool {
    guard let value, !value.isNull else { return false }
    if let flag = value.boolValue ?? value.stringValue.flatMap({ Bool($0) }) { return flag }
    throw SearchError.http(
      status: 400, message: "Invalid value for parameter `sumOrFiltersScores`: expected a boolean")
  }
}
