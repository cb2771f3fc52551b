import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import Testing

@MainActor
@Suite("Filter tracker")
struct FilterTrackerTests {
  @Test("filters are written attribute:value, quoted only with a space or a colon")
  func text() {
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "brand", stringValue: "Apple"))
        == "brand:Apple")
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "brand", stringValue: "Dolce & Gabbana"))
        == #"brand:"Dolce & Gabbana""#)
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "q", stringValue: #"x"y"#)) == #"q:x\"y"#)
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "t", stringValue: "a:b", isNegated: true))
        == #"t:-"a:b""#)
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "price", value: .number(10))) == "price:10")
    #expect(
      FilterTracker.text(of: Filter.Facet(attribute: "free", value: .bool(true))) == "free:true")
  }

  @Test("a click names the filter and the index searched now, and is logged")
  func click() async throws {
    let log = LocalInsightsService()
    let insights = Insights(service: log, indexName: "products", userToken: "user-1")
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let tracker = FilterTracker(eventName: "Filter Clicked", searcher: searcher, insights: insights)
    searcher.indexName = "products_price_asc"
    let brand = Filter.Facet(attribute: "brand", stringValue: "Apple")
    let event = tracker.event(.click, for: [brand])
    #expect(event.indexName == "products_price_asc" && event.userToken == "user-1")
    #expect(event.filters == ["brand:Apple"] && event.objectIDs.isEmpty && event.queryID == nil)
    try await insights.sendAndWait(event)
    try await insights.sendAndWait(tracker.event(.view, for: [brand, brand], eventName: "Seen"))
    #expect(log.events.map(\.filters) == [["brand:Apple"], ["brand:Apple", "brand:Apple"]])
    #expect(log.events.map(\.eventName) == ["Filter Clicked", "Seen"])
  }
}
