import InstantSearchCore

extension Session {
  /// The stats line and the hits table of the last response, as the Stats and Hits widgets
  /// delivered it.
  func resultsReport(_ stack: SearchStack, hitsLimit: Int?, statsLine: Bool = true) -> Report {
    guard let response = stack.hits.response else {
      return Report(lines: ["no results yet"], json: ["hits": .array([])])
    }
    var lines: [String] = []
    if statsLine, let stats = stack.statsConnector.interactor.item {
      lines.append(stack.stats.line(for: stats, indexName: stack.searcher.indexName))
    }
    lines += stack.hits.lines(limit: hitsLimit, width: configuration.columns())
    if let hitsLimit, response.hits.count > hitsLimit {
      lines.append(
        configuration.style.dim("… \(response.hits.count - hitsLimit) more on this page: hits"))
    }
    let shown = response.hits.prefix(hitsLimit ?? response.hits.count)
    let json: JSONObject = [
      "index": .string(stack.searcher.indexName),
      "query": .string(stack.searcher.query.query ?? ""),
      "filters": stack.filterState.filtersString.map(JSON.string) ?? .null,
      "nbHits": .number(Double(response.nbHits)),
      "page": .number(Double(response.page + 1)),
      "nbPages": .number(Double(response.nbPages)),
      "processingTimeMS": response.processingTimeMS.map { .number(Double($0)) } ?? .null,
      "hits": .array(shown.map { JSON.object($0.json) }),
    ]
    return Report(lines: lines, json: json)
  }
}
