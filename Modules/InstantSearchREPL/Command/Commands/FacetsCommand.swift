import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal
import LineEditor

/// `facets ATTRIBUTE [TEXT] [N]`: the values of a facet with their counts and bars, as the
/// Facet List widget presents them (selected values, in the `or:ATTRIBUTE` group, first); with
/// a text, the values matching it, searched through the list's facet searcher (under the
/// current query and filters, keeping their selection).
struct FacetsCommand: SessionCommand {
  static let reference = CommandReference(
    "facets", usage: "facets ATTRIBUTE [TEXT] [N]",
    summary: "show a facet's values (15, or N) with counts and bars; TEXT searches them",
    details: [
      "TEXT searches the values whose words start with it (facets brand sam), which needs",
      "searchable(ATTRIBUTE) in attributesForFaceting; a last word that is a number is N.",
    ])

  /// The facet attribute.
  var attribute: String

  /// The text the values are searched for; nil lists the values of the last response.
  var text: String?

  /// The most values shown; `nil` shows 15 (10 matches for a search).
  var limit: Int?

}

extension FacetsCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    var words = try arguments.words()
    guard !words.isEmpty else {
      throw arguments.usage("expected an attribute, optionally a text and how many values")
    }
    attribute = words.removeFirst().text
    if let last = words.last, Int(last.text) != nil {
      limit = try arguments.positiveNumber(last)
      words.removeLast()
    }
    text = words.isEmpty ? nil : words.map(\.text).joined(separator: " ")
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.attributes)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let list = stack.facetList(for: attribute)
    if let text {
      return try await search(text, in: list.connector, view: list.view, session: session)
    }
    let limit = limit ?? 15
    list.connector.facetSearcher?.text = ""
    list.connector.interactor.facetSearchResults = nil
    if list.view.items.isEmpty, stack.hits.response?.facets?[attribute] == nil {
      // The facet list asked the searcher for this facet; fetch its counts.
      _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    }
    let items = list.view.items
    guard !items.isEmpty else { throw noValues(in: stack.hits.response) }
    let page = FacetValuesPage(
      attribute: attribute, items: items, limit: limit,
      maxValuesPerFacet: Self.maxValuesPerFacet(of: stack))
    var lines = list.view.lines(limit: limit, width: session.configuration.columns())
    if let note = page.note { lines.append(session.configuration.style.dim(note)) }
    return Report(lines: lines, json: page.json)
  }

  /// The error when the response holds no value of the attribute: there are no hits to count,
  /// none of the hits has a value (a search whose hits lack it), or the attribute is not
  /// faceted.
  private func noValues(in response: SearchResponse?) -> SessionError {
    guard let response else {
      return SessionError(
        "facets: no values for \"\(attribute)\" (is it in attributesForFaceting?)")
    }
    if response.nbHits == 0 {
      return SessionError(
        "facets: no values for \"\(attribute)\": the search has no hits to count them in")
    }
    let hits = response.nbHits == 1 ? "hit" : "hits"
    return SessionError(
      "facets: no values for \"\(attribute)\" among this search's "
        + "\(GroupedNumber.text(response.nbHits)) \(hits) (is it in attributesForFaceting?)")
  }

  /// The most values a response holds per facet: the query's `maxValuesPerFacet`, else the
  /// local index's setting, else Algolia's default (100).
  @MainActor static func maxValuesPerFacet(of stack: SearchStack) -> Int {
    if let value = stack.searcher.query.maxValuesPerFacet { return value }
    if let local = stack.searcher.service as? LocalClient,
      let settings = try? local.settings(indexName: stack.searcher.indexName),
      let value = settings["maxValuesPerFacet"]?.intValue
    {
      return value
    }
    return 100
  }

  /// Searches the values matching `text` through the list's facet searcher and shows them.
  @MainActor private func search(
    _ text: String, in list: FacetListConnector, view: TerminalFacetListController,
    session: Session
  ) async throws -> Report {
    guard let facetSearcher = list.facetSearcher else {
      throw SessionError("facets: the list of \"\(attribute)\" cannot search its values")
    }
    facetSearcher.text = text
    facetSearcher.maxFacetHits = limit
    do {
      try await facetSearcher.searchAndWait()
    } catch let error as CancellationError {
      throw error
    } catch {
      throw SessionError("facets: cannot search the values of \"\(attribute)\": \(error)")
    }
    guard !view.items.isEmpty else {
      throw SessionError("facets: no value of \"\(attribute)\" matches \"\(text)\"")
    }
    var json = FacetValuesPage.json(attribute, view.items)
    json["text"] = .string(text)
    return Report(lines: view.lines(), json: json)
  }
}
