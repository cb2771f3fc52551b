import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A dynamic facet list controller that records what it is told.
@MainActor
final class TestDynamicFacetListController: DynamicFacetListController {
  private(set) var orderedFacets: [AttributedFacets] = []
  private(set) var selections: [String: Set<String>] = [:]
  var didSelect: ((String, Facet) -> Void)?

  func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { self.orderedFacets = orderedFacets }
  func setSelections(_ selections: [String: Set<String>]) { self.selections = selections }
}

@Suite("Dynamic Facets", .timeLimit(.minutes(10)))
@MainActor
struct DynamicFacetListTests {
  /// The brands of the fake, by count.
  nonisolated static let brands = ["Samsung", "Apple", "Sony"]

  /// A fake answering as an index with a rule that orders the facets for queries containing
  /// `phone`: categories then brand, the second brand pinned, the first hidden.
  /// https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/merchandising-facets
  static func service() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      var response = SearchResponse.fake(
        nbHits: 10,
        facets: [
          "brand": [brands[0]: 5, brands[1]: 3, brands[2]: 2],
          "categories": ["Phones": 8, "Audio": 2],
        ])
      if query.query.query?.contains("phone") == true {
        response.additional["renderingContent"] = [
          "facetOrdering": [
            "facets": ["order": ["categories", "brand", "no_such_attribute"]],
            "values": ["brand": ["order": [.string(brands[1])], "hide": [.string(brands[0])]]],
          ]
        ]
      }
      return response
    })
  }

  @Test("the response's facet ordering orders the attributes and values shown")
  func ordersFromResponse() async throws {
    let brands = Self.brands
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    let filterState = FilterState()
    let controller = TestDynamicFacetListController()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, controller: controller)
    #expect(searcher.query.facets == ["*"])
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    #expect(controller.orderedFacets.map(\.attribute) == ["categories", "brand"])
    let shown = try #require(controller.orderedFacets.last).facets.map(\.value)
    #expect(shown.first == brands[1])
    #expect(!shown.contains(brands[0]))
    #expect(Set(shown) == Set(brands.dropFirst()))
    searcher.query.query = "laptop"
    _ = try await searcher.searchAndWait()
    #expect(connector.interactor.orderedFacets.isEmpty, "no rule, no ordering: nothing shown")
    #expect(controller.orderedFacets.isEmpty)
  }

  @Test("a click writes the attribute's AND group; single mode replaces, multiple toggles")
  func selectionToFilterState() {
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor(
      orderedFacets: [
        AttributedFacets(attribute: "brand", facets: [Facet(value: "Sony", count: 1)]),
        AttributedFacets(attribute: "color", facets: [Facet(value: "red", count: 1)]),
      ],
      selectionModeForAttribute: ["color": .multiple])
    interactor.connectFilterState(filterState)
    let controller = TestDynamicFacetListController()
    interactor.connectController(controller)
    let changes = ChangeCounter(filterState)
    controller.didSelect?("brand", Facet(value: "Sony", count: 1))
    #expect(filterState.filtersString == #"( "brand":"Sony" )"#)
    #expect(controller.selections == ["brand": ["Sony"]])
    controller.didSelect?("brand", Facet(value: "Apple", count: 1))
    #expect(filterState.filtersString == #"( "brand":"Apple" )"#)
    controller.didSelect?("color", Facet(value: "red", count: 1))
    controller.didSelect?("color", Facet(value: "blue", count: 1))
    #expect(interactor.selections == ["brand": ["Apple"], "color": ["red", "blue"]])
    controller.didSelect?("color", Facet(value: "red", count: 1))
    controller.didSelect?("brand", Facet(value: "Apple", count: 1))
    #expect(interactor.selections == ["color": ["blue"]])
    #expect(filterState.filtersString == #"( "color":"blue" )"#)
    #expect(changes.count == 6, "one notification per click")
  }

  @Test("filters set elsewhere are the selections; a custom group is honoured")
  func filterStateToSelection() {
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor()
    let brandGroup = FilterGroup.ID.or(name: "brands", filterType: .facet)
    interactor.connectFilterState(filterState, groupForAttribute: ["brand": brandGroup])
    filterState.add(
      Filter.Facet(attribute: "brand", stringValue: "Sony"), toGroupWithID: brandGroup)
    filterState.add(
      Filter.Facet(attribute: "brand", stringValue: "Bose"), toGroupWithID: .and(name: "brand"))
    filterState.notifyChange()
    #expect(interactor.selections == ["brand": ["Sony"]])
    interactor.toggleSelection(ofFacetValue: "Apple", for: "brand")
    #expect(filterState.getFilters(forGroupWithID: brandGroup).count == 1)
    #expect(interactor.selections == ["brand": ["Apple"]])
    #expect(filterState.getFilters(forGroupWithID: .and(name: "brand")).count == 1)
  }

  @Test("a disconnected controller gets nothing more and its didSelect is cleared")
  func controllerDisconnect() {
    let interactor = DynamicFacetListInteractor()
    let controller = TestDynamicFacetListController()
    let connection = interactor.connectController(controller)
    #expect(controller.didSelect != nil)
    connection.disconnect()
    #expect(controller.didSelect == nil)
    interactor.orderedFacets = [AttributedFacets(attribute: "brand", facets: [])]
    #expect(controller.orderedFacets.isEmpty)
  }

  @Test("an ordering of the wrong shape shows nothing and says why")
  func malformedOrdering() async throws {
    let service = FakeSearchService(answeringEach: { _ in
      .fake(nbHits: 10, additional: ["renderingContent": ["facetOrdering": ["facets": "brand"]]])
    })
    let searcher = HitsSearcher(service: service, indexName: "products")
    let connector = DynamicFacetListConnector(searcher: searcher, filterState: FilterState())
    _ = try await searcher.searchAndWait()
    #expect(connector.interactor.orderedFacets.isEmpty)
    let error = try #require(connector.searcherConnection.lastOrderingError)
    #expect("\(error)".contains("renderingContent.facetOrdering.facets"))
  }
}
