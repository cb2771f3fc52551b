import InstantSearchCore

extension IndexView {
  /// Searches the values of a searchable facet among the records matching the other parameters,
  /// as `rules` change them (conditions read the search's `query`, not the `facetQuery`): a
  /// rule's filters, hidden and promoted records change the counts as they change a search's
  /// facets.
  ///
  /// - Returns: the values, typed; their `json` is the REST API's response.
  /// - Throws: `SearchError.http` 400 when the facet is not declared `searchable(...)`.
  func searchForFacetValues(
    facet: String, _ body: JSON, rules: RuleSet = .empty, typed: Query? = nil
  ) throws -> FacetSearchResponse {
    let start = ContinuousClock.now
    guard settings.attributesForFaceting.contains(where: { $0.attribute == facet && $0.searchable })
    else {
      throw SearchError.http(
        status: 400,
        message:
          "Cannot search in `\(facet)` attribute, you need to add `searchable(\(facet))` to attributesForFaceting."
      )
    }
    var request = try SearchRequest(body, typed: typed)
    request.hitsPerPage = 0
    request.page = 0
    request.offset = nil
    var (ruled, effect) = try applying(rules, to: request)
    (ruled.hitsPerPage, ruled.page, ruled.offset) = (0, 0, nil)
    let outcome = try run(ruled, effect: effect, source: .index)
    guard let column = data.facets[facet] else {
      return FacetSearchResponse(facetHits: [], processingTimeMS: 0)
    }
    let tally = FacetTally.of(column, outcome.matching)
    let queryTokens = Tokenizer.tokens(request.facetQuery)
    let words = queryTokens.map {
      QueryWord(text: $0, isPrefix: true, maxTypos: 0, terms: TermIndex())
    }
    let highlighter = Highlighter(
      words: words, preTag: request.highlightPreTag ?? settings.highlightPreTag,
      postTag: request.highlightPostTag ?? settings.highlightPostTag)
    var hits: [FacetSearchResponse.FacetHit] = []
    for position in Self.order(column, tally, sortBy: "count", limit: tally.count) {
      let value = column.display(tally.ids[position])
      let tokens = Tokenizer.tokens(value)
      let matches = queryTokens.allSatisfy { word in tokens.contains { $0.hasPrefix(word) } }
      guard matches else { continue }
      let highlighted = highlighter.highlight(.string(value))["value"]?.stringValue ?? value
      hits.append(
        FacetSearchResponse.FacetHit(
          value: value, highlighted: highlighted, count: tally.counts[position]))
      if hits.count >= request.maxFacetHits { break }
    }
    return FacetSearchResponse(
      facetHits: hits,
      processingTimeMS: Int((ContinuousClock.now - start).milliseconds.rounded(.down)))
  }
}
