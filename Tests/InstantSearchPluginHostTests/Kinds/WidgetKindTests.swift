import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// Every ABI 1.2 kind through its handle, against a C fixture that records the host's calls and
/// turns input into its kind's event; and the refusals of a plugin whose kinds this host lacks.
@Suite("ABI 1.2 controller kinds")
struct WidgetKindTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
  let pluginID = "test.kinds.all"

  /// The fixture, built once for every test of the suite (they run in parallel).
  static let fixture = Result {
    try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "WidgetKinds",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.kinds.all")])
  }

  init() throws {
    try registry.load(Self.fixture.get())
  }

  /// The events a handle reports.
  final class Events {
    var received: [PluginEvent] = []
  }

  func handle<Functions>(_ id: String, events: Events) throws -> PluginControllerHandle<Functions> {
    let handle: PluginControllerHandle<Functions> = try registry.makeHandle(
      "\(pluginID)/\(id)", services: .silent)
    handle.onEvent = { events.received.append($0) }
    return handle
  }

  @Test("the plugin lists a controller of every kind, with the kind's name")
  func listsKinds() throws {
    let kinds = registry.controllers.map(\.kind.description)
    #expect(
      kinds == [
        "search-box", "hits", "facet-list", "current-filters", "stats", "loading", "pagination",
        "hierarchical-menu", "number-range", "toggle", "relevant-sort", "custom-data",
        "dynamic-facets", "number", "filter-list", "multi-index-hits",
      ])
  }

  @Test("a search box is shown the query and reports edits and submissions")
  func searchBox() throws {
    let events = Events()
    let box: PluginSearchBoxHandle = try handle("search-box", events: events)
    box.setQuery("phone")
    box.setQuery(nil)
    #expect(box.render() == "query phone\nquery (none)\n")
    #expect(box.handleInput("tv"))
    #expect(events.received == [.queryChanged("tv"), .querySubmitted("tv")])
  }

  @Test("hits arrive with position, objectID and highlights; a click names the hit")
  func hits() throws {
    let events = Events()
    let hits: PluginHitsHandle = try handle("hits", events: events)
    hits.setHits(
      [
        PluginHit(
          position: 20, objectID: "a1", json: #"{"objectID":"a1"}"#,
          highlights: [(attribute: "name", value: "<em>TV</em> set")]),
        PluginHit(position: 21, objectID: nil, json: "{}"),
      ], total: 42)
    #expect(hits.render() == "hits 2 of 42\n#20 a1 name <em>TV</em> set\n#21 - - -\n")
    #expect(hits.handleInput("21"))
    #expect(events.received == [.hitClicked(position: 21, objectID: "clicked")])
  }

  @Test("a facet list gets values, counts and selection; a click names the value")
  func facetList() throws {
    let events = Events()
    let facets: PluginFacetListHandle = try handle("facet-list", events: events)
    facets.setValues(
      [
        PluginFacetValue(value: "sony", count: 12, isSelected: true),
        PluginFacetValue(value: "lg", label: "LG", count: 3, isSelected: false),
      ], attribute: "brand")
    #expect(facets.render() == "facet brand\n*sony 12\nLG 3\n")
    #expect(facets.handleInput("lg"))
    #expect(events.received == [.valueClicked("lg")])
  }

  @Test("current filters get group and text; a removal names a position")
  func currentFilters() throws {
    let events = Events()
    let filters: PluginCurrentFiltersHandle = try handle("current-filters", events: events)
    filters.setFilters([(group: "brand", text: "brand:sony"), (group: "price", text: "price < 10")])
    #expect(filters.render() == "filters 2\nbrand: brand:sony\nprice: price < 10\n")
    #expect(filters.handleInput("1"))
    #expect(events.received == [.filterRemoved(position: 1)])
  }

  @Test("stats, loading and pagination get their values; only pagination reports")
  func figures() throws {
    let events = Events()
    let stats: PluginStatsHandle = try handle("stats", events: events)
    stats.setStats(PluginStats(hitCount: 42, page: 1, pageCount: 3, text: "42 hits"))
    stats.setStats(PluginStats(hitCount: nil))
    #expect(
      stats.render() == "stats 42 hits, page 1/3, 42 hits\nstats -1 hits, page 0/0, (no text)\n")
    #expect(!stats.handleInput("anything"))
    let loading: PluginLoadingHandle = try handle("loading", events: events)
    loading.setLoading(true)
    loading.setLoading(false)
    #expect(loading.render() == "loading\nidle\n")
    let pages: PluginPaginationHandle = try handle("pagination", events: events)
    pages.setPages(page: 2, pageCount: 5)
    #expect(pages.render() == "page 2 of 5\n")
    #expect(pages.handleInput("4"))
    #expect(pages.handleInput("more"))
    #expect(events.received == [.pageSelected(4), .loadMore])
  }

  @Test("a hierarchical menu gets levels and full paths; a click names the path")
  func hierarchicalMenu() throws {
    let events = Events()
    let menu: PluginHierarchicalMenuHandle = try handle("hierarchical-menu", events: events)
    menu.setValues([
      PluginFacetValue(value: "TV", count: 9, isSelected: true),
      PluginFacetValue(value: "TV > OLED", label: "OLED", count: 4, isSelected: false, level: 1),
    ])
    menu.setValues([])
    #expect(menu.render() == "menu 2\n0 *TV (TV) 9\n1 OLED (TV > OLED) 4\nmenu 0\n")
    #expect(menu.handleInput("TV > OLED"))
    #expect(events.received == [.valueClicked("TV > OLED")])
  }

  @Test("a number range gets bounds and open or closed ends; a choice keeps open ends open")
  func numberRange() throws {
    let events = Events()
    let range: PluginNumberRangeHandle = try handle("number-range", events: events)
    range.setRange(PluginNumberRange(bounds: 1...500, lower: 10), attribute: "price")
    range.setRange(PluginNumberRange(), attribute: "price")
    #expect(
      range.render()
        == "range price bounds yes 1..500 lower yes 10 upper no 0\n"
        + "range price bounds no 0..0 lower no 0 upper no 0\n")
    #expect(range.handleInput("5 -"))
    #expect(range.handleInput("- 99.5"))
    #expect(!range.handleInput("nonsense"))
    #expect(
      events.received == [
        .rangeSelected(lower: 5, upper: nil), .rangeSelected(lower: nil, upper: 99.5),
      ])
  }

  @Test("a toggle gets its label, state and count; a switch reports on or off")
  func toggle() throws {
    let events = Events()
    let toggle: PluginToggleHandle = try handle("toggle", events: events)
    toggle.setToggle(label: "free_shipping: true", isOn: true, count: 12)
    toggle.setToggle(label: "free_shipping: true", isOn: false, count: nil)
    #expect(
      toggle.render() == "toggle free_shipping: true on 12\ntoggle free_shipping: true off -1\n")
    #expect(toggle.handleInput("on"))
    #expect(toggle.handleInput("off"))
    #expect(events.received == [.toggled(true), .toggled(false)])
  }

  @Test("relevant sort gets every state; a choice says relevant or all")
  func relevantSort() throws {
    let events = Events()
    let sort: PluginRelevantSortHandle = try handle("relevant-sort", events: events)
    for state in PluginRelevantSortState.allCases { sort.setState(state) }
    #expect(sort.render() == "relevant-sort 0\nrelevant-sort 1\nrelevant-sort 2\n")
    #expect(sort.handleInput("relevant"))
    #expect(sort.handleInput("all"))
    #expect(
      events.received == [
        .relevantSortSelected(relevantOnly: true), .relevantSortSelected(relevantOnly: false),
      ])
  }

  @Test("custom data arrives as JSON texts and reports nothing; dynamic facets keep their order")
  func rulesKinds() throws {
    let events = Events()
    let data: PluginCustomDataHandle = try handle("custom-data", events: events)
    data.setItems([#"{"banner":"sale.png"}"#, "[1,2]"])
    data.setItems([])
    #expect(data.render() == "custom-data 2\n{\"banner\":\"sale.png\"}\n[1,2]\ncustom-data 0\n")
    #expect(!data.handleInput("x"))
    let facets: PluginDynamicFacetsHandle = try handle("dynamic-facets", events: events)
    facets.setFacets([
      PluginDynamicFacet(
        attribute: "color",
        values: [
          PluginFacetValue(value: "red", count: 3, isSelected: false),
          PluginFacetValue(value: "blue", count: 1, isSelected: true),
        ]),
      PluginDynamicFacet(attribute: "size", values: []),
    ])
    #expect(facets.render() == "dynamic 2\ncolor: red=3 blue=1\nsize:\n")
    #expect(facets.handleInput("color:red"))
    #expect(events.received == [.valueClicked("color:red")])
  }

  @Test("a number gets its comparison, number, bounds and step; it reports choices and steps")
  func number() throws {
    let events = Events()
    let number: PluginNumberHandle = try handle("number", events: events)
    number.setNumber(
      PluginNumber(comparison: ">=", number: 100, bounds: 1...500, step: 10), attribute: "price")
    number.setNumber(PluginNumber(comparison: "<"), attribute: "")
    #expect(
      number.render()
        == "number price >= yes 100 bounds yes 1..500 step 10\n"
        + "number  < no 0 bounds no 0..0 step 1\n")
    for input in ["+", "-", "42.5", "off"] { #expect(number.handleInput(input)) }
    #expect(
      events.received == [
        .numberStepped(up: true), .numberStepped(up: false), .numberChosen(42.5),
        .numberChosen(nil),
      ])
  }

  @Test("a filter list gets its items, selection and counts; a toggle names a position")
  func filterList() throws {
    let events = Events()
    let list: PluginFilterListHandle = try handle("filter-list", events: events)
    list.setItems(
      [
        PluginFilterItem(text: "\"price\":25 TO 100", attribute: "price", isSelected: true),
        PluginFilterItem(
          text: "\"brand\":\"sony\"", attribute: "brand", isSelected: false, count: 7),
      ], selectionMode: .single)
    list.setItems([], selectionMode: .multiple)
    #expect(
      list.render()
        == "list 2 single\n*\"price\":25 TO 100 (price) -1\n\"brand\":\"sony\" (brand) 7\n"
        + "list 0 multiple\n")
    #expect(list.handleInput("1"))
    #expect(events.received == [.itemToggled(position: 1)])
  }

  @Test("federated hits get each section's index, hits as JSON, total and error")
  func multiIndexHits() throws {
    let events = Events()
    let sections: PluginMultiIndexHitsHandle = try handle("multi-index-hits", events: events)
    sections.setSections([
      PluginHitsSection(
        indexName: "products",
        hits: [PluginHit(position: 0, objectID: "a1", json: #"{"objectID":"a1"}"#)], total: 12),
      PluginHitsSection(indexName: "suggestions"),
      PluginHitsSection(indexName: "missing", error: "no index missing"),
    ])
    #expect(
      sections.render()
        == "sections 3\nproducts: 1 of 12\n  #0 {\"objectID\":\"a1\"}\nsuggestions: 0 of -1\n"
        + "missing: 0 of -1 error no index missing\n")
    #expect(!sections.handleInput("anything"))
    #expect(events.received.isEmpty)
  }

  @Test("a controller asked for as another kind is refused, naming both kinds")
  func wrongKind() throws {
    let error = try #require(throws: PluginLoadError.self) {
      let _: PluginHitsHandle = try registry.makeHandle("\(pluginID)/stats", services: .silent)
    }
    #expect(
      error.description
        == "controller \(pluginID)/stats is a stats controller, not a hits controller")
  }

  @Test("a plugin declaring a kind this host lacks is refused with the kind's name")
  func unknownKind() throws {
    let path = try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "WidgetKindsUnknown",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.kinds.unknown"), "FIXTURE_UNKNOWN_KIND"])
    let error = try #require(throws: PluginLoadError.self) { try registry.load(path) }
    #expect(error.description.contains("controller test.kinds.unknown/map is of kind geo-map (99)"))
    #expect(error.description.contains("plugin ABI 1.2"))
  }

  @Test("the kind number right after the last this host knows is refused too")
  func firstUnknownKind() throws {
    let path = try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "WidgetKindsNextKind",
      defines: [
        FixtureBuilder.string("FIXTURE_ID", "test.kinds.next"), "FIXTURE_UNKNOWN_KIND",
        "FIXTURE_UNKNOWN_KIND_VALUE=19",
      ])
    let error = try #require(throws: PluginLoadError.self) { try registry.load(path) }
    #expect(error.description.contains("controller test.kinds.next/map is of kind geo-map (19)"))
  }

  @Test("an instance whose kind setter is NULL is refused, naming the member")
  func nullSetter() throws {
    let path = try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "WidgetKindsNullSetter",
      defines: [
        FixtureBuilder.string("FIXTURE_ID", "test.kinds.null-setter"), "FIXTURE_NULL_SETTER",
      ])
    try registry.load(path)
    let error = try #require(throws: PluginLoadError.self) {
      let _: PluginHitsHandle = try registry.makeHandle(
        "test.kinds.null-setter/hits", services: .silent)
    }
    #expect(error.description.contains("required field set_hits is NULL"))
  }
}
