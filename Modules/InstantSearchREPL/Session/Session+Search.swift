import InstantSearchCore

extension Session {
  /// `search TEXT`: submits the text through the search box and shows the stats and the
  /// first hits.
  func search(_ text: String) async throws -> Report {
    let stack = try requireStack()
    _ = try await SearchOutcome.wait(for: stack.searcher) { stack.searchBox.submit(text) }
    return resultsReport(stack, hitsLimit: 10)
  }

  /// `hits [N]`: the hits of the current page.
  func hits(_ limit: Int?) throws -> Report {
    let stack = try requireStack()
    return resultsReport(stack, hitsLimit: limit, statsLine: false)
  }

  /// `page next|prev|N`: moves the searcher to another page and searches.
  func page(_ target: Command.PageTarget) async throws -> Report {
    let stack = try requireStack()
    let pages = max(stack.hits.response?.nbPages ?? 1, 1)
    let current = stack.searcher.query.page ?? 0
    let wanted: Int
    switch target {
    case .next: wanted = current + 1
    case .previous: wanted = current - 1
    case .number(let number): wanted = number - 1
    }
    guard wanted >= 0 else { throw SessionError("page: already on the first page") }
    guard wanted < pages else {
      throw SessionError(
        pages == 1 ? "page: there is only one page" : "page: the last page is \(pages)")
    }
    _ = try await SearchOutcome.wait(for: stack.searcher) {
      stack.searcher.query.page = wanted
      stack.searcher.search()
    }
    return resultsReport(stack, hitsLimit: 10)
  }

  /// The stats line and the hits table of the last response, as the Stats and Hits widgets
  /// delivered it.
  func resultsReport(_ stack: SearchStack, hitsLimit: Int?, statsLine: Bool = true) -> Report {
    guard let response = stack.hits.response else {
      return Report(lines: ["no results yet"], json: ["hits": .array([])])
    }
    var lines: [String] = []
    if statsLine, let stats = stack.statsConnector.interactor.item {
      lines.append(renderer.statsLine(stats, indexName: stack.searcher.indexName))
    }
    lines += renderer.hitsTable(response, limit: hitsLimit, width: configuration.columns())
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
