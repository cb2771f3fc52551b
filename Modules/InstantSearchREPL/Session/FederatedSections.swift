import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore

/// The indices a federated search (`open products,products_query_suggestions`) shows after the
/// primary one, each as a section: a `MultiSearcher` owns the primary's searcher and one hits
/// child per other index, so every search of the primary (a query, a filter, a page, a sort
/// order) is one multiple-queries call for all of them, and the Multi-Index Hits widget gives
/// each section its share of the answer.
///
/// The primary alone has the filter state, Sort By and the facet lists; the sections follow
/// its query text and keep their own first page. A section whose index the source does not
/// have is not searched (Algolia fails the whole call on an unknown index) and shows why.
@MainActor
final class FederatedSections {
  /// One index shown as a section, in the order it was named.
  struct Entry {
    /// The index.
    var indexName: String
    /// Why it is not searched (an unknown index), or nil when it is.
    var error: String?
  }

  /// The searcher of every index; the primary's searcher is its first child.
  let multiSearcher: MultiSearcher
  /// The primary index's searcher, a child of ``multiSearcher``.
  let primary: HitsSearcher
  /// The indices after the primary, searched or not.
  let entries: [Entry]
  /// The sections of the searched indices (the primary's first), as the widget keeps them.
  let connector: MultiIndexHitsConnector
  /// Draws a section as a heading over a hits table.
  let view: TerminalMultiIndexHitsController

  /// The children of the searched entries, in order.
  private var children: [HitsSearcher] = []

  /// Builds the searchers and the widget.
  /// - Parameters:
  ///   - service: The service of every index.
  ///   - primaryIndex: The index the filters, sort orders and facets apply to.
  ///   - query: The primary's first query.
  ///   - entries: The indices shown after it; those with an error are left out of the calls.
  ///   - terminal: Where the view writes.
  ///   - style: How it decorates.
  init(
    service: any SearchService, primaryIndex: String, query: Query, entries: [Entry],
    terminal: TerminalIO, style: TerminalStyle
  ) {
    multiSearcher = MultiSearcher(service: service)
    primary = multiSearcher.addHitsSearcher(indexName: primaryIndex, query: query)
    self.entries = entries
    var sectionQuery = Query()
    sectionQuery.setHighlightTags()
    for entry in entries where entry.error == nil {
      children.append(
        multiSearcher.addHitsSearcher(indexName: entry.indexName, query: sectionQuery))
    }
    view = TerminalMultiIndexHitsController(terminal: terminal, style: style)
    connector = MultiIndexHitsConnector(multiSearcher: multiSearcher, controller: view)
    primary.onQueryChanged.subscribe(with: self) { sections, text in
      for child in sections.children { child.query.query = text }
    }
  }

  /// The sections after the primary, in the order they were named: the widget's for the
  /// searched ones, an error section for the others.
  var sections: [MultiIndexHitsSection] {
    var searched = view.sections.dropFirst().makeIterator()
    return entries.map { entry in
      if let error = entry.error {
        return MultiIndexHitsSection(indexName: entry.indexName, error: error)
      }
      return searched.next() ?? MultiIndexHitsSection(indexName: entry.indexName)
    }
  }

  /// Each section's heading and at most `limit` hits, fitted to `width` columns.
  func lines(limit: Int, width: Int) -> [String] {
    view.width = width
    return sections.flatMap { view.lines(of: $0, limit: limit) }
  }

  /// Each section as JSON: `index`, then `nbHits` and at most `limit` `hits`, or `error`.
  func json(limit: Int) -> JSON {
    .array(
      sections.map { section in
        var object: JSONObject = ["index": .string(section.indexName)]
        if let response = section.response {
          object["nbHits"] = .number(Double(response.nbHits))
          object["hits"] = .array(response.hits.prefix(limit).map { JSON.object($0.json) })
        } else {
          object["error"] = section.error.map(JSON.string) ?? .null
        }
        return .object(object)
      })
  }

  /// Disconnects the widget and drops the pending call.
  func disconnect() {
    primary.onQueryChanged.cancelSubscription(for: self)
    connector.disconnect()
    multiSearcher.cancel()
  }
}
