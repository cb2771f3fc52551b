extension SearchResponse {
  /// The hits, each carrying the response's query ID (`__queryID`) and its 1-based position
  /// across pages (`__position`: page × hitsPerPage + rank), as InstantSearch.js marks them,
  /// when the response has a `queryID` (the search was made with `clickAnalytics`); the hits
  /// as they are otherwise.
  ///
  /// Complexity: O(n) in the hits.
  public var insightsHits: [Hit] {
    guard let queryID else { return hits }
    return hits.enumerated().map { offset, hit in
      var marked = hit
      marked.json["__position"] = .number(Double(page * hitsPerPage + offset + 1))
      marked.json["__queryID"] = .string(queryID)
      return marked
    }
  }
}
