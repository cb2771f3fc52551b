import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import Testing

/// The widgets on the local engine with the demo index (500 products): one test per widget
/// family, so the engine's path through each stays covered. The widgets' own suites run on the
/// fake service; a failure here and not there is the engine's.
@Suite("Widgets on the local engine", .timeLimit(.minutes(10)))
@MainActor
struct EngineIntegrationTests {
  @Test("Hits and Stats on the local engine: the response's hits and stats reach the controllers")
  func hitsAndStats() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let hitsController = TestHitsController()
    let statsController = TestStatsController()
    let hits = HitsConnector(searcher: searcher, controller: hitsController)
    let stats = StatsConnector(searcher: searcher, controller: statsController)
    let response = try #require(try await searcher.searchAndWait())
    #expect(!response.hits.isEmpty)
    #expect(hitsController.hits == response.hits)
    #expect(hits.interactor.hit(atIndex: 0) == response.hits.first)
    #expect(stats.interactor.item == SearchStats(response))
    #expect(statsController.items.last == DefaultPresenter.Stats.present(SearchStats(response)))
  }

  @Test("Search Box on the local engine: the typed text narrows the hits")
  func searchBox() async {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let recorder = SearcherRecorder(searcher)
    let controller = TestSearchBoxController()
    _ = SearchBoxConnector(searcher: searcher, controller: controller)
    controller.onQueryChanged?("phone")
    await recorder.waitForOutcomes(1)
    let response = recorder.responses[0]
    #expect(response.nbHits > 0)
    #expect(response.nbHits < 500)
  }

  @Test("Sort By on the local engine: the replicas sort by price, up and down")
  func sortBy() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let names = [DemoDataset.indexName, DemoDataset.priceAscending, DemoDataset.priceDescending]
    let connector = SortByConnector(searcher: searcher, indicesNames: names, controller: controller)
    controller.click(1)
    await recorder.waitForOutcomes(1)
    let ascending = try #require(recorder.responses.first).hits.compactMap {
      $0["price"]?.doubleValue
    }
    #expect(!ascending.isEmpty)
    #expect(ascending == ascending.sorted())
    connector.selectedIndexName = DemoDataset.priceDescending
    let response = try #require(try await searcher.searchAndWait())
    let descending = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(descending.count == response.hits.count)
    #expect(!descending.isEmpty)
    #expect(descending == descending.sorted(by: >))
  }

  @Test("Facet List on the local engine: a selected brand filters, the other brands still count")
  func facetList() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let controller = TestFacetListController()
    _ = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", controller: controller,
      presenter: FacetListPresenter(limit: nil))
    _ = try await searcher.searchAndWait()
    let before = controller.items.map(\.item)
    #expect(before.map(\.count) == before.map(\.count).sorted(by: >))
    let first = try #require(before.first)
    controller.click(first.value)
    await recorder.waitForOutcomes(2)
    #expect(controller.items.count == before.count)
    #expect(recorder.responses.last?.nbHits == first.count)
  }

  @Test("Facet search on the local engine: searched brands keep their selection and counts")
  func facetSearch() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let facetSearcher = FacetSearcher(
      service: ServiceKind.demo, indexName: DemoDataset.indexName, attribute: "brand")
    let controller = TestFacetListController()
    _ = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand",
      facetSearcher: facetSearcher, controller: controller,
      presenter: FacetListPresenter(limit: nil))
    searcher.search()
    await recorder.waitForOutcomes(1)
    let all = controller.items.map(\.item)
    let samsung = try #require(all.first { $0.value == "Samsung" })
    controller.click("Samsung")
    await recorder.waitForOutcomes(2)
    facetSearcher.text = "sam"
    _ = try await facetSearcher.searchAndWait()
    let searched = controller.items
    #expect(!searched.isEmpty && searched.count < all.count)
    #expect(searched.allSatisfy { $0.item.value.lowercased().contains("sam") })
    let found = try #require(searched.first { $0.item.value == "Samsung" })
    #expect(found.isSelected, "a searched value keeps its selection")
    #expect(found.item.count == samsung.count, "counted without the list's own choice")
    #expect(found.item.highlighted?.contains("<em>") == true)
    searcher.query.query = "phone"
    searcher.search()
    await recorder.waitForOutcomes(3)
    _ = try await facetSearcher.searchAndWait()
    let main = try #require(recorder.responses.last?.facets?["brand"]?["Samsung"])
    #expect(controller.items.first { $0.item.value == "Samsung" }?.item.count == main)
  }

  @Test("Hierarchical menu on the local engine: a selection filters, siblings and children count")
  func hierarchicalMenu() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let view = MenuView()
    let crumbs = CrumbView()
    let menu = HierarchicalConnector(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: HierarchicalMenuTests.attributes, controller: view,
      breadcrumbController: crumbs)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let top = view.rows
    #expect(top.allSatisfy { $0.level == 0 && !$0.isSelected })
    let audio = try #require(top.first { $0.facet.value == "Audio" })
    view.onClick?("Audio > Speaker")
    #expect(menu.interactor.selections == ["Audio", "Audio > Speaker"])
    #expect(crumbs.items.map(\.label) == ["Audio", "Speaker"])
    await recorder.waitForOutcomes(2)
    let speaker = try #require(view.rows.first { $0.facet.value == "Audio > Speaker" })
    #expect(recorder.responses.last?.nbHits == speaker.facet.count)
    #expect(view.rows.filter { $0.level == 0 }.count == top.count, "siblings stay listed")
    #expect(view.rows.first { $0.facet.value == "Audio" }?.facet.count == audio.facet.count)
    #expect(view.rows.contains { $0.level == 1 && $0.facet.value == "Audio > Headphones" })
    #expect(view.rows.contains { $0.level == 2 && $0.facet.value.hasPrefix("Audio > Speaker > ") })
    #expect(!view.rows.contains { $0.level == 1 && !$0.facet.value.hasPrefix("Audio > ") })
    crumbs.onClick?(0)
    await recorder.waitForOutcomes(3)
    #expect(recorder.responses.last?.nbHits == audio.facet.count)
  }

  @Test("Multi-index hits on the local engine: one call fills products, suggestions and values")
  func multiIndexHits() async throws {
    let multi = MultiSearcher(service: ServiceKind.demo)
    let products = multi.addHitsSearcher(indexName: DemoDataset.indexName)
    let suggestions = multi.addHitsSearcher(indexName: DemoDataset.querySuggestionsIndexName)
    let brands = multi.addFacetSearcher(indexName: DemoDataset.indexName, attribute: "brand")
    let view = SectionsView()
    multi.onSearch.subscribe(with: view) { view, _ in view.calls += 1 }
    _ = MultiIndexHitsConnector(multiSearcher: multi, controller: view)
    var values: [FacetSearchResponse.FacetHit] = []
    brands.onResults.subscribe(with: view) { _, response in values = response.facetHits }
    products.query.query = "phone"
    suggestions.query.query = "phone"
    let response = try #require(try await products.searchAndWait())
    #expect(view.calls == 1, "one call for every index")
    let names = [DemoDataset.indexName, DemoDataset.querySuggestionsIndexName]
    #expect(view.sections.map(\.indexName) == names)
    #expect(view.sections[0].response == response)
    let suggested = try #require(view.sections[1].response)
    #expect(!suggested.hits.isEmpty && suggested.hits != response.hits)
    #expect(!values.isEmpty, "the brand values came in the same call")
  }

  @Test("Clear Filters on the local engine: a brand filters, clearing gives the whole index")
  func filterClear() async {
    let setup = FilterClearSearchTests.Setup(ServiceKind.demo, clearingQuery: true)
    setup.searcher.query.query = "phone"
    setup.selectBrand()
    await setup.recorder.waitForOutcomes(1)
    let filtered = setup.recorder.responses.last?.nbHits
    setup.controller.click()
    #expect(setup.searcher.query.query == nil && setup.filterState.isEmpty)
    await setup.recorder.waitForOutcomes(2)
    let all = setup.recorder.responses.last?.nbHits
    #expect(all == 500)
    if let filtered, let all { #expect(filtered < all) }
  }

  @Test("Pagination on the local engine: the last page is the one paginationLimitedTo allows")
  func pagination() async throws {
    let client = LocalClient()
    try client.addIndex(
      named: "items",
      records: (1...100).map { ["objectID": .string(String($0)), "name": "item"] },
      settings: ["paginationLimitedTo": 30, "hitsPerPage": 10])
    let searcher = HitsSearcher(service: client, indexName: "items")
    let recorder = SearcherRecorder(searcher)
    let pagination = PaginationConnector(searcher: searcher)
    searcher.search()
    await recorder.waitForOutcomes(1)
    #expect(recorder.responses.last?.nbHits == 100)
    #expect(pagination.interactor.item.lastPage == 2)
    #expect(pagination.interactor.selectLastPage())
    await recorder.waitForOutcomes(2)
    #expect(recorder.responses.last?.page == 2 && recorder.responses.last?.hits.count == 10)
  }

  @Test("Filter toggle on the local engine: free shipping filters to its count")
  func toggle() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let view = SwitchView()
    _ = FilterToggleConnector(
      searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true",
      controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let all = try #require(recorder.responses.last?.nbHits)
    let count = try #require(view.count)
    #expect(count > 0 && count < all)
    view.onClick?()
    await recorder.waitForOutcomes(2)
    #expect(recorder.responses.last?.nbHits == count)
    #expect(view.count == count)
  }

  @Test("Number range on the local engine: a range keeps its prices, the bounds stay")
  func numberRange() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let view = SliderView()
    _ = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let bounds = try #require(view.bounds)
    view.onRangeChanged?(20...1_000_000)
    #expect(view.range == 20...bounds.upperBound)
    await recorder.waitForOutcomes(2)
    #expect(view.bounds == bounds, "the slider does not shrink to the chosen range")
    let prices = (recorder.responses.last?.hits ?? []).compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices.allSatisfy { (20...bounds.upperBound).contains($0) })
  }

  @Test("Number on the local engine: price >= N keeps those hits, the bounds stay")
  func number() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let view = StepperView()
    _ = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price", step: 100,
      controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let bounds = try #require(view.bounds)
    let all = try #require(recorder.responses.last?.nbHits)
    view.onIncrement?()
    view.onIncrement?()
    #expect(view.number == bounds.lowerBound + 100)
    await recorder.waitForOutcomes(2)
    let response = try #require(recorder.responses.last)
    #expect(response.nbHits < all && response.nbHits > 0)
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices.allSatisfy { $0 >= bounds.lowerBound + 100 })
    #expect(view.bounds == bounds, "the price query leaves the price comparison out")
  }

  @Test("Filter list on the local engine: price bands OR together")
  func filterList() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.demo()
    let bands: [Filter] = [
      .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 25)),
      .numeric(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 100)),
    ]
    let list = FilterListConnector(searcher: searcher, filterState: filterState, filters: bands)
    list.interactor.computeSelections(selectingItemForKey: bands[0])
    await recorder.waitForOutcomes(1)
    let cheap = try #require(recorder.responses.last?.nbHits)
    list.interactor.computeSelections(selectingItemForKey: bands[1])
    await recorder.waitForOutcomes(2)
    let response = try #require(recorder.responses.last)
    #expect(response.nbHits > cheap)
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices.allSatisfy { $0 < 25 || $0 > 100 })
  }

  @Test("Relevant sort on the local engine: a virtual replica's strictness toggles")
  func relevantSort() async throws {
    let searcher = HitsSearcher(
      service: ServiceKind.demo, indexName: DemoDataset.ratingDescending)
    let recorder = SearcherRecorder(searcher)
    let view = BannerView()
    let relevantSort = RelevantSortConnector(searcher: searcher, controller: view)
    searcher.query.query = "lens"
    searcher.search()
    await recorder.waitForOutcomes(1)
    let relevant = try #require(view.state)
    #expect(relevant.priority == .relevancy)
    #expect(relevant.sortedHitsCount < relevant.totalHitsCount)
    view.onClick?()
    await recorder.waitForOutcomes(2)
    #expect(view.state?.priority == .hitsCount)
    #expect(view.state?.sortedHitsCount == relevant.totalHitsCount)
    relevantSort.interactor.toggle()
    await recorder.waitForOutcomes(3)
    #expect(view.state == relevant)
    let standard = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let other = RelevantSortConnector(searcher: standard)
    _ = try await standard.searchAndWait()
    #expect(other.interactor.item == nil, "off a virtual replica")
  }

  @Test("Query rule custom data on the local engine: a rule's userData reaches the model")
  func queryRuleCustomData() async throws {
    let client = LocalClient.demo(count: 200)
    let rules = try JSON(
      parsing: #"""
        [{"objectID": "banner", "conditions": [{"pattern": "phone", "anchoring": "contains"}],
          "consequence": {"userData": {"title": "Phones \u001b[2J sale", "link": "/sale"}}}]
        """#)
    try client.setRules(Rule.list(json: rules), indexName: DemoDataset.indexName)
    let searcher = HitsSearcher(service: client, indexName: DemoDataset.indexName)
    let controller = TestCustomDataController<Banner>()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: controller)
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    let banner = Banner(title: "Phones \u{1B}[2J sale", link: "/sale")
    #expect(connector.interactor.item == banner)
    searcher.query.query = "laptop"
    _ = try await searcher.searchAndWait()
    #expect(controller.items == [nil, banner, nil])
  }

  @Test("Dynamic facets on the local engine: a rule's facet ordering orders what is shown")
  func dynamicFacets() async throws {
    let client = LocalClient.demo(count: 300)
    let probe = HitsSearcher(service: client, indexName: DemoDataset.indexName)
    probe.query.query = "phone"
    probe.query.facets = ["brand"]
    let brands = try #require(try await probe.searchAndWait()).facetValues(for: "brand").map(
      \.value)
    try #require(brands.count >= 3)
    let rule: JSON = [
      "objectID": "order",
      "conditions": [["pattern": "phone", "anchoring": "contains"]],
      "consequence": [
        "params": [
          "renderingContent": [
            "facetOrdering": [
              "facets": ["order": ["categories", "brand", "no_such_attribute"]],
              "values": ["brand": ["order": [.string(brands[1])], "hide": [.string(brands[0])]]],
            ]
          ]
        ]
      ],
    ]
    try client.setRules(Rule.list(json: [rule]), indexName: DemoDataset.indexName)
    let searcher = HitsSearcher(service: client, indexName: DemoDataset.indexName)
    let controller = TestDynamicFacetListController()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: FilterState(), controller: controller)
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    #expect(controller.orderedFacets.map(\.attribute) == ["categories", "brand"])
    let shown = try #require(controller.orderedFacets.last).facets.map(\.value)
    #expect(shown.first == brands[1])
    #expect(Set(shown) == Set(brands.dropFirst()))
    searcher.query.query = "laptop"
    _ = try await searcher.searchAndWait()
    #expect(connector.interactor.orderedFacets.isEmpty, "no rule, no ordering: nothing shown")
  }

  @Test("Insights on the local engine: a click carries the engine's query ID and is logged")
  func insights() async throws {
    let log = LocalInsightsService(engine: ServiceKind.demo)
    let insights = Insights(service: log, indexName: "products", userToken: "user-1")
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let connector = HitsTrackerConnector(
      eventName: "Hit Clicked", searcher: searcher, insights: insights)
    searcher.query.query = "phone"
    let response = try #require(try await searcher.searchAndWait())
    let queryID = try #require(response.queryID)
    let event = try connector.tracker.event(.click, at: [2])
    #expect(event.objectIDs == [response.hits[1].objectID ?? ""] && event.queryID == queryID)
    try await insights.sendAndWait(event)
    let filters = FilterTracker(eventName: "Filter Clicked", searcher: searcher, insights: insights)
    try await insights.sendAndWait(
      filters.event(.click, for: [Filter.Facet(attribute: "brand", stringValue: "Apple")]))
    #expect(log.events.map(\.eventName) == ["Hit Clicked", "Filter Clicked"])
  }
}
