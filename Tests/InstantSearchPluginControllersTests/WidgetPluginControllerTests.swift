import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// The C example's ABI 1.2 controllers (search box, hits, facet list) through the adapters that
/// make them widget controllers.
@Suite("Plugin widget controllers")
@MainActor
struct WidgetPluginControllerTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
  }

  @Test("typing into the C search box submits the query to the searcher")
  func searchBox() async throws {
    let box: PluginSearchBoxController = try registry.makeController(
      "org.instantsearch.jsonlines/search-box", terminal: ScriptedTerminal().io)
    let service = FakeSearchService { queries in
      queries.map { _ in SearchResponse(hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20) }
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: box)
    #expect(box.handleInput("tv stand"))
    #expect(searcher.query.query == "tv stand")
    await service.waitForCalls(1)
    #expect(service.calls.first?.queries.first?.query.query == "tv stand")
    box.setQuery("lamp")
    #expect(box.render() == #"{"controller":"search-box","query":"lamp"}"# + "\n")
    connector.disconnect()
  }

  @Test("the C hits list shows positions, objectIDs and highlights, and reports a click")
  func hits() throws {
    let hits: PluginHitsController = try registry.makeController(
      "org.instantsearch.jsonlines/hits", terminal: ScriptedTerminal().io)
    let hit = Hit(json: [
      "objectID": "a1", "name": "TV",
      "_highlightResult": ["name": ["value": "<em>TV</em>", "matchLevel": "full"]],
    ])
    let response = SearchResponse(hits: [hit], nbHits: 42, page: 2, nbPages: 3, hitsPerPage: 20)
    hits.setHits([hit], response: response)
    #expect(
      hits.render() == #"{"hits":1,"total":42}"# + "\n"
        + #"{"position":40,"objectID":"a1","highlighted":{"name":"<em>TV</em>"}}"# + "\n")
    var clicked: [String?] = []
    hits.onHitClicked = { _, objectID in clicked.append(objectID) }
    #expect(hits.handleInput("40"))
    #expect(!hits.handleInput("7"))
    #expect(clicked == ["a1"])
  }

  @Test("the C facet list shows values and selection, and a typed value clicks it")
  func facetList() throws {
    let facets: PluginFacetListController = try registry.makeController(
      "org.instantsearch.jsonlines/facet-list", terminal: ScriptedTerminal().io)
    facets.attribute = "brand"
    var clicked: [Facet] = []
    facets.onClick = { clicked.append($0) }
    facets.setSelectableItems(selectableItems: [
      SelectableItem(item: Facet(value: "sony", count: 3), isSelected: true),
      SelectableItem(item: Facet(value: "lg", count: 1), isSelected: false),
    ])
    #expect(
      facets.render()
        == #"{"facet":"brand","values":[{"value":"sony","count":3,"selected":true},"#
        + #"{"value":"lg","count":1,"selected":false}]}"# + "\n")
    #expect(facets.handleInput("lg"))
    #expect(facets.handleInput("1"))
    #expect(!facets.handleInput("nokia"))
    #expect(clicked == [Facet(value: "lg", count: 1), Facet(value: "sony", count: 3)])
  }
}
