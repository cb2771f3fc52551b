/// Reads Algolia's `filters` syntax into filter groups, and single filter expressions.
///
/// The whole grammar is read: bare and quoted words (single or double quotes, `\` escapes),
/// numbers, comparisons with or without blanks (`price > 10`, `price>10`), ranges
/// (`price:10 TO 20`), `NOT`, tags as `_tags:v` or a bare value, `<score=N>`, a top-level OR
/// (`a OR b`), parenthesised OR groups and parenthesised AND groups joined by `AND`.
/// What Algolia rejects is rejected: OR across filter types, AND inside OR, NOT on a group.
/// Errors name the column: `filters: Unexpected token AND expected OR or ) at col 12`.
///
/// The groups are ANDed; an OR group's filters are ORed, an AND group's are ANDed. A bare term
/// at the top level becomes an AND group of one filter. Encoding the groups with
/// ``FilterGroupConverter`` gives a string that parses back to the same groups.
public struct FilterParser: Sendable {
  /// Creates a parser.
  public init() {}

  /// Parses a whole filters string.
  ///
  /// - Parameter text: the filters string; empty or blank gives no group.
  /// - Returns: the groups, in the order they appear.
  /// - Throws: ``FilterParseError`` naming the column of the first problem.
  /// - Complexity: O(length of `text`).
  public func parseFilters(_ text: String) throws(FilterParseError) -> [any FilterGroupType] {
    var state = try ParseState(text)
    return try state.filters()
  }

  /// Parses one filter expression, as a person types it: `color:red`, `price > 10`,
  /// `price:10 TO 20`, `NOT brand:"Dolce & Gabbana"`, `_tags:new` or a bare tag `new`.
  ///
  /// - Parameter text: the expression.
  /// - Returns: the filter.
  /// - Throws: ``FilterParseError`` naming the column of the problem.
  public func parseFilter(_ text: String) throws(FilterParseError) -> Filter {
    var state = try ParseState(text)
    let filter = try state.term()
    try state.expectEnd()
    return filter.filter
  }
}

extension Filter {
  /// Parses one filter expression (`color:red`, `price > 10`, `NOT _tags:new`).
  ///
  /// - Parameter text: the expression.
  /// - Throws: ``FilterParseError`` naming the column of the problem.
  public init(parsing text: String) throws(FilterParseError) {
    self = try FilterParser().parseFilter(text)
  }
}

/// A filter read from the string, with where it began.
private struct ParsedTerm {
  let filter: Filter
  let token: FilterToken
}

/// The cursor over the tokens of one string.
private struct ParseState {
  let lexer: FilterLexer
  let tokens: [FilterToken]
  var position = 0

  init(_ text: String) throws(FilterParseError) {
    lexer = FilterLexer(text)
    tokens = try lexer.tokenize()
  }

  var current: FilterToken { tokens[position] }

  mutating func advance() -> FilterToken {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  func unexpected(_ token: FilterToken, expected: String) -> FilterParseError {
    lexer.error("Unexpected token \(token.name) expected \(expected)", at: token.resume)
  }

  mutating func expectEnd() throws(FilterParseError) {
    guard current.kind == .end else { throw unexpected(current, expected: "end of filter") }
  }

  // MARK: Groups

  mutating func filters() throws(FilterParseError) -> [any FilterGroupType] {
    if current.kind == .end { return [] }
    var groups: [any FilterGroupType] = []
    if current.kind != .openParenthesis {
      let first = try term()
      if current.kind == .or {
        // A bare top-level OR: one disjunction, nothing after it.
        groups.append(try disjunction(startingWith: first, closing: nil))
        try expectEnd()
        return groups
      }
      groups.append(FilterGroup.And(filters: [first.filter.filter]))
    } else {
      groups.append(try parenthesised())
    }
    while current.kind != .end {
      guard current.kind == .and else {
        throw unexpected(current, expected: "end of filter")
      }
      _ = advance()
      if current.kind == .openParenthesis {
        groups.append(try parenthesised())
      } else {
        let next = try term()
        if current.kind == .or {
          throw unexpected(current, expected: "AND or end of filter (put OR groups in parentheses)")
        }
        groups.append(FilterGroup.And(filters: [next.filter.filter]))
      }
    }
    return groups
  }

  /// `( term ( OR term )* )` or `( term ( AND term )* )`.
  mutating func parenthesised() throws(FilterParseError) -> any FilterGroupType {
    _ = advance()  // (
    let first = try term()
    switch current.kind {
    case .or:
      return try disjunction(startingWith: first, closing: .closeParenthesis)
    case .and:
      var filters: [any FilterType] = [first.filter.filter]
      while current.kind == .and {
        _ = advance()
        filters.append(try term().filter.filter)
      }
      guard current.kind == .closeParenthesis else {
        throw unexpected(
          current,
          expected: current.kind == .or ? "AND or ) (no OR inside an AND group)" : "AND or )")
      }
      _ = advance()
      return FilterGroup.And(filters: filters)
    case .closeParenthesis:
      _ = advance()
      return FilterGroup.And(filters: [first.filter.filter])
    default:
      throw unexpected(current, expected: "AND, OR or )")
    }
  }

  /// `first ( OR term )*`, then the closing token if any; every term of the same kind.
  mutating func disjunction(
    startingWith first: ParsedTerm,
    closing: FilterToken.Kind?
  ) throws(FilterParseError) -> any FilterGroupType {
    var terms = [first]
    while current.kind == .or {
      _ = advance()
      let next = try term()
      guard next.filter.kind == first.filter.kind else {
        throw lexer.error(
          "OR group cannot mix \(Self.noun(first.filter.kind)) and \(Self.noun(next.filter.kind))",
          at: next.token.resume)
      }
      terms.append(next)
    }
    if let closing {
      guard current.kind == closing else {
        throw unexpected(
          current,
          expected: current.kind == .and ? "OR or ) (no AND inside an OR group)" : "OR or )")
      }
      _ = advance()
    }
    let filters = terms.map(\.filter)
    switch first.filter.kind {
    case .facet:
      return FilterGroup.Or(
        filters: filters.compactMap { if case .facet(let f) = $0 { f } else { nil } })
    case .numeric:
      return FilterGroup.Or(
        filters: filters.compactMap { if case .numeric(let f) = $0 { f } else { nil } })
    case .tag:
      return FilterGroup.Or(
        filters: filters.compactMap { if case .tag(let f) = $0 { f } else { nil } })
    }
  }

  static func noun(_ kind: Filter.Kind) -> String {
    switch kind {
    case .facet: "facet filters"
    case .numeric: "numeric filters"
    case .tag: "tag filters"
    }
  }

  // MARK: One filter

  /// `[NOT] atom`.
  mutating func term() throws(FilterParseError) -> ParsedTerm {
    let first = current
    var negated = false
    if first.kind == .not {
      _ = advance()
      negated = true
    }
    let operand = current
    guard let attribute = operand.operandText else {
      throw unexpected(operand, expected: negated ? "a filter after NOT" : "a filter")
    }
    _ = advance()
    let filter: Filter
    switch current.kind {
    case .colon:
      _ = advance()
      filter = try valueAfterColon(attribute: attribute, negated: negated)
    case .comparison(let op):
      _ = advance()
      let numberToken = current
      let number = try numberValue(attribute: attribute)
      filter = .numeric(
        try checked(at: numberToken) { () throws(FilterError) in
          try Filter.Numeric(
            attribute: attribute, operator: op, checkedValue: number, isNegated: negated)
        })
    default:
      // A bare value is a tag.
      filter = .tag(Filter.Tag(value: attribute, isNegated: negated))
    }
    return ParsedTerm(filter: filter, token: first)
  }

  /// After `attr:`: a range `lo TO hi`, or a value with an optional score.
  mutating func valueAfterColon(attribute: String, negated: Bool) throws(FilterParseError) -> Filter
  {
    let valueToken = current
    guard let valueText = valueToken.operandText else {
      throw unexpected(valueToken, expected: "a value")
    }
    _ = advance()
    if case .number = valueToken.kind, current.kind == .to {
      _ = advance()
      let upperToken = current
      let upper = try numberValue(attribute: attribute)
      let lower = Double(valueText)!
      return .numeric(
        try checked(at: upperToken) { () throws(FilterError) in
          try Filter.Numeric(
            attribute: attribute, checkedLowerBound: lower, upperBound: upper, isNegated: negated)
        })
    }
    var score: Int?
    if case .score(let value) = current.kind {
      _ = advance()
      score = value
    }
    if attribute == "_tags" {
      if score != nil {
        throw lexer.error(
          "Scores apply to facet filters, not to tags", at: tokens[position - 1].resume)
      }
      return .tag(Filter.Tag(value: valueText, isNegated: negated))
    }
    let value: Filter.Facet.ValueType
    switch valueToken.kind {
    case .number: value = .number(Double(valueText)!)
    case .word("true"): value = .bool(true)
    case .word("false"): value = .bool(false)
    default: value = .string(valueText)
    }
    return .facet(
      try checked(at: valueToken) { () throws(FilterError) in
        try Filter.Facet(
          attribute: attribute, checkedValue: value, isNegated: negated, score: score)
      })
  }

  /// A number token, as a `Double`.
  mutating func numberValue(attribute: String) throws(FilterParseError) -> Double {
    let token = current
    guard case .number(let text) = token.kind else {
      throw unexpected(token, expected: "a number")
    }
    _ = advance()
    return Double(text)!
  }

  /// Runs a throwing filter initializer, turning its error into a located parse error.
  func checked<T>(at token: FilterToken, _ make: () throws(FilterError) -> T)
    throws(FilterParseError) -> T
  {
    do {
      return try make()
    } catch {
      let message: String
      switch error {
      case .nonFiniteNumber(_, let value):
        message = "Number out of range (\(value))"
      case .invertedRange(_, let lower, let upper):
        message = "Invalid range \(FilterNumber.text(lower)) TO \(FilterNumber.text(upper))"
      }
      throw lexer.error(message, at: token.resume)
    }
  }
}
