import InstantSearchCore

extension FilterExpression {
  /// Reads a `filters` string through Core's ``FilterParser``: OR groups become one clause,
  /// AND groups one clause per filter.
  ///
  /// - Throws: `SearchError.http` 400 `filters: ... at col N` when the string is malformed.
  init(filters: String) throws {
    let groups: [any FilterGroupType]
    do {
      groups = try FilterParser().parseFilters(filters)
    } catch {
      throw SearchError.http(status: 400, message: error.description)
    }
    self.init(groups: groups.lazy.map { ($0.erasedFilters, $0.isDisjunctive) })
  }

  /// Reads the typed groups a Swift caller handed over (a filter state's), as the same groups
  /// parsed from their text would read. Nothing is parsed.
  init(tree: FilterTree) {
    self.init(groups: tree.groups.lazy.map { ($0.filters, $0.isDisjunctive) })
  }

  /// The clauses of groups of filters: an OR group becomes one clause (none when it is
  /// empty), an AND group one clause per filter.
  private init(groups: some Sequence<(filters: [Filter], isDisjunctive: Bool)>) {
    for group in groups {
      let terms = group.filters.map(Self.term)
      if group.isDisjunctive {
        if !terms.isEmpty { clauses.append(terms) }
      } else {
        clauses += terms.map { [$0] }
      }
    }
  }

  static func term(_ filter: Filter) -> Term {
    switch filter {
    case .facet(let facet):
      let value: String
      switch facet.value {
      case .string(let text): value = text
      case .number(let number): value = JSONWriter.format(number)
      case .bool(let flag): value = flag ? "true" : "false"
      }
      if facet.attribute == "_tags" {
        return Term(condition: .tag(value), negated: facet.isNegated)
      }
      return Term(
        condition: .facet(attribute: facet.attribute, value: value), negated: facet.isNegated)
    case .numeric(let numeric):
      switch numeric.value {
      case .range(let range):
        return Term(
          condition: .range(
            attribute: numeric.attribute, lower: range.lowerBound, upper: range.upperBound),
          negated: numeric.isNegated)
      case .comparison(let operation, let number):
        return Term(
          condition: .comparison(attribute: numeric.attribute, operation, number),
          negated: numeric.isNegated)
      }
    case .tag(let tag):
      return Term(condition: .tag(tag.value), negated: tag.isNegated)
    }
  }
}
