extension FilterExpression {
  /// The records that pass every clause, or `nil` when there is no clause (everything passes).
  func evaluate(_ data: IndexData) -> Bitmap? {
    guard !clauses.isEmpty else { return nil }
    var result: Bitmap?
    for clause in clauses {
      var union = Bitmap(capacity: data.count)
      for term in clause {
        var matched = Self.records(term.condition, data)
        if term.negated { matched.invert() }
        union.formUnion(matched)
      }
      if result == nil {
        result = union
      } else {
        result!.formIntersection(union)
      }
    }
    return result
  }

  private static func records(_ condition: Condition, _ data: IndexData) -> Bitmap {
    switch condition {
    case .facet(let attribute, let value):
      // `attr:12` on a numeric attribute that is not a declared facet compares numbers.
      if data.facets[attribute] == nil, let number = Double(value), data.numerics[attribute] != nil
      {
        return range(attribute, number, false, number, false, data)
      }
      return posting(data.facets[attribute], value, data.count)
    case .tag(let value):
      return posting(data.facets["_tags"], value, data.count)
    case .comparison(let attribute, let comparison, let value):
      switch comparison {
      case .lessThan: return range(attribute, nil, false, value, true, data)
      case .lessThanOrEqual: return range(attribute, nil, false, value, false, data)
      case .equals: return range(attribute, value, false, value, false, data)
      case .greaterThanOrEqual: return range(attribute, value, false, nil, false, data)
      case .greaterThan: return range(attribute, value, true, nil, false, data)
      case .notEquals:
        var equal = range(attribute, value, false, value, false, data)
        equal.invert()
        return equal
      }
    case .range(let attribute, let lower, let upper):
      return range(attribute, lower, false, upper, false, data)
    }
  }

  /// The records with a number of `attribute` in the range, from its numeric column or its
  /// numeric facet.
  private static func range(
    _ attribute: String, _ lower: Double?, _ lowerStrict: Bool, _ upper: Double?,
    _ upperStrict: Bool, _ data: IndexData
  ) -> Bitmap {
    if let column = data.numerics[attribute] {
      return column.records(
        from: lower, lowerStrict: lowerStrict, to: upper, upperStrict: upperStrict,
        capacity: data.count)
    }
    var result = Bitmap(capacity: data.count)
    guard let column = data.facets[attribute], column.isNumeric else { return result }
    let first = lower.map { column.firstID(notBelow: $0, strictly: lowerStrict) } ?? 0
    let end =
      upper.map { column.firstID(notBelow: $0, strictly: !upperStrict) } ?? column.valueCount
    guard first < end else { return result }
    let records = column.postingRecords[
      Int(column.postingStarts[first])..<Int(column.postingStarts[end])]
    for record in records { result.insert(record) }
    return result
  }

  private static func posting(_ column: FacetColumn?, _ value: String, _ count: Int) -> Bitmap {
    guard let column, let id = column.id(of: value) else { return Bitmap(capacity: count) }
    return Bitmap(capacity: count, members: column.posting(id))
  }
}
