extension IndexView {
  /// The browse order (an empty query) with the best filter scores first, when the `filters`
  /// criterion comes before every sort criterion of the ranking; nil otherwise (a standard
  /// replica sorting first: there the scores only break ties, which browsing does not see).
  ///
  /// - Complexity: O(*n* log *n*) over the records.
  func scoredBrowseOrder(_ scores: FilterScores) -> [UInt32]? {
    guard browsesByScore else { return nil }
    let rank = scores.rankColumn
    return browseOrder.enumerated().sorted { a, b in
      let (x, y) = (rank[Int(a.element)], rank[Int(b.element)])
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
  }

  /// Whether an empty query with filter scores ranks by them first: the `filters` criterion
  /// comes before any sort criterion.
  var browsesByScore: Bool {
    guard let position = ranking.firstIndex(of: .filters) else { return false }
    return !ranking.prefix(position).contains(where: { $0.attribute != nil })
  }
}
