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
      if data.facets[attribute] == nil, let number = Double(value),
        let column = data.numerics[attribute]
      {
        return column.records(from: number, to: number, capacity: data.count)
      }
      return posting(data.facets[attribute], value, data.count)
    case .tag(let value):
      return posting(data.facets["_tags"], value, data.count)
    case .comparison(let attribute, let comparison, let value):
      guard let column = data.numerics[attribute] else { return Bitmap(capacity: data.count) }
      switch comparison {
      case .less:
        return column.records(from: nil, to: value, upperStrict: true, capacity: data.count)
      case .lessOrEqual: return column.records(from: nil, to: value, capacity: data.count)
      case .equal: return column.records(from: value, to: value, capacity: data.count)
      case .greaterOrEqual: return column.records(from: value, to: nil, capacity: data.count)
      case .greater:
        return column.records(from: value, lowerStrict: true, to: nil, capacity: data.count)
      case .notEqual:
        var equal = column.records(from: value, to: value, capacity: data.count)
        equal.invert()
        return equal
      }
    case .range(let attribute, let lower, let upper):
      guard let column = data.numerics[attribute] else { return Bitmap(capacity: data.count) }
      return column.records(from: lower, to: upper, capacity: data.count)
    }
  }

  private static func posting(_ column: FacetColumn?, _ value: String, _ count: Int) -> Bitmap {
    guard let column, let id = column.id(of: value) else { return Bitmap(capacity: count) }
    return Bitmap(capacity: count, members: column.postings[Int(id)])
  }
}
