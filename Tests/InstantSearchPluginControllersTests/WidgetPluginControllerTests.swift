import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// The C example's ABI 1.2 controllers (search box, hits, facet list) and the Swift example's
/// (hits cards, facet chips) through the adapters that make them widget controllers.
@Suite("Plugin widget controllers")
@MainActor
struct WidgetPluginControllerTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
    try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
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

  @Test("the Swift hits cards show highlights in brackets and report a click by number")
  func cards() throws {
    let cards: PluginHitsController = try registry.makeController(
      "org.instantsearch.menu/cards", terminal: ScriptedTerminal().io)
    let hit = Hit(json: [
      "objectID": "a1", "_highlightResult": ["name": ["value": "<em>TV</em> set"]],
    ])
    cards.setHits(
      [hit], response: SearchResponse(hits: [hit], nbHits: 7, page: 0, nbPages: 1, hitsPerPage: 20))
    #expect(cards.render() == "1 of 7 hits\n┌ #1 a1\n│ name: [TV] set\n└\n")
    var clicked: [String?] = []
    cards.onHitClicked = { _, objectID in clicked.append(objectID) }
    #expect(cards.handleInput("1"))
    #expect(!cards.handleInput("2"))
    #expect(clicked == ["a1"])
  }

  @Test("the Swift facet chips refine a facet list connector when a value is typed")
  func chips() async throws {
    let chips: PluginFacetListController = try registry.makeController(
      "org.instantsearch.menu/chips", terminal: ScriptedTerminal().io)
    chips.attribute = "brand"
    let filterState = FilterState()
    let interactor = FacetListInteractor(
      facets: [Facet(value: "sony", count: 3), Facet(value: "lg", count: 1)])
    let connection = interactor.connectController(chips)
    let filters = interactor.connectFilterState(filterState, with: "brand")
    #expect(chips.render() == "brand: (sony 3) (lg 1)\n")
    #expect(chips.handleInput("2"))
    #expect(chips.render().contains("[lg 1]"))
    #expect(filterState.getFilters().count == 1)
    #expect(!chips.handleInput("nokia"))
    connection.disconnect()
    filters.disconnect()
  }
}
