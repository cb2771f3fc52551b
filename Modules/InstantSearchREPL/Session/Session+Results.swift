import InstantSearchControllers
import InstantSearchCore

extension Session {
  /// How many hits a command that searches shows (text) and returns (`hits` in JSON); the
  /// rest of the page is counted (`… N more on this page`, `"more"` in JSON) and shown by
  /// `hits`.
  static let hitsShown = 10

  /// How many hits each section of a federated search shows (text and JSON).
  static let sectionHitsShown = 5

  /// The stats line and the hits table of the last response, as the Stats and Hits widgets
  /// delivered it; in a federated search, then each other index's section. `statsPage` false
  /// leaves the page out of the stats line, for a report that shows the page line.
  func resultsReport(
    _ stack: SearchStack, hitsLimit: Int?, statsLine: Bool = true, statsPage: Bool = true
  ) -> Report {
    guard let response = stack.hits.response else {
      return Report(lines: ["no results yet"], json: ["hits": .array([])])
    }
    var lines: [String] = []
    if statsLine, let stats = stack.statsConnector.interactor.item {
      lines.append(
        stack.stats.line(for: stats, indexName: stack.searcher.indexName, showsPage: statsPage))
    }
    let capped = Self.isPaginationCapped(response)
    if statsLine, capped {
      lines.append(
        configuration.style.dim(
          "only \(GroupedNumber.text(response.nbPages * response.hitsPerPage)) hits can be "
            + "paged (paginationLimitedTo): refine the search to see the others"))
    }
    // The hits' table is drawn only when it is printed: a search in JSON mode prints none, and
    // drawing it (highlights into colour, every cell measured) costs a tenth of a search.
    let drawn = !configuration.json
    if drawn { lines += stack.hits.lines(limit: hitsLimit, width: configuration.columns()) }
    if let hitsLimit, response.hits.count > hitsLimit {
      lines.append(
        configuration.style.dim("… \(response.hits.count - hitsLimit) more on this page: hits"))
    }
    lines += ruleLines(stack, response)
    if drawn, let federated = stack.federated {
      lines += federated.lines(limit: Self.sectionHitsShown, width: configuration.columns())
    }
    let shown = response.hits.prefix(hitsLimit ?? response.hits.count)
    var json: JSONObject = [
      "index": .string(stack.searcher.indexName),
      "query": .string(stack.searcher.query.query ?? ""),
      "filters": stack.filterState.filtersString.map(JSON.string) ?? .null,
      "nbHits": .number(Double(response.nbHits)),
      // No hits make no pages: page 0 of 0, as the stats line says "no pages".
      "page": .number(Double(response.nbPages == 0 ? 0 : response.page + 1)),
      "nbPages": .number(Double(response.nbPages)),
      "processingTimeMS": response.processingTimeMS.map { .number(Double($0)) } ?? .null,
      "hits": .array(shown.map { JSON.object($0.json) }),
    ]
    if capped { json["paginationLimited"] = .bool(true) }
    if response.hits.count > shown.count {
      json["more"] = .number(Double(response.hits.count - shown.count))
    }
    if !response.userData.isEmpty { json["userData"] = .array(response.userData) }
    if let message = response.message { json["message"] = .string(message) }
    if let federated = stack.federated {
      json["sections"] = federated.json(limit: Self.sectionHitsShown)
    }
    return Report(lines: lines, json: json)
  }

  /// Whether fewer pages are offered than the hits fill: `paginationLimitedTo` (1,000 hits by
  /// default) caps how deep a search pages.
  static func isPaginationCapped(_ response: SearchResponse) -> Bool {
    response.hitsPerPage > 0 && response.nbPages > 0
      && response.nbPages * response.hitsPerPage < response.nbHits
  }

  /// What the index's rules add to a response: the engine's `message`, the first rule data
  /// (as the Query Rule Custom Data widget decoded it), and the facets in the order of
  /// `renderingContent` (five values each), as the Dynamic Facets widget ordered them.
  private func ruleLines(_ stack: SearchStack, _ response: SearchResponse) -> [String] {
    var lines: [String] = []
    let style = configuration.style
    if let message = response.message {
      lines.append(style.dim("message: ") + TerminalText.escaped(message))
    }
    if let line = stack.ruleData.line { lines.append(line) }
    for entry in stack.dynamicFacets.orderedFacets {
      let values = entry.facets.prefix(5).map {
        "\(TerminalText.escaped($0.value)) (\(GroupedNumber.text($0.count)))"
      }
      let more = entry.facets.count > 5 ? " · …" : ""
      lines.append(
        style.dim("facet ") + TerminalText.escaped(entry.attribute) + ": "
          + values.joined(separator: " · ") + more)
    }
    return lines
  }
}
