import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// Records what a searcher delivers.
@MainActor
private final class Recorder {
  var results: [SearchResponse] = []
  var errors: [String] = []
  var searches = 0
  var indexNames: [String] = []
  var loading: [Bool] = []

  init(_ searcher: HitsSearcher) {
    searcher.onResults.subscribe(with: self) { recorder, response in
      recorder.results.append(response)
    }
    searcher.onError.subscribe(with: self) { recorder, error in
      recorder.errors.append("\(error)")
    }
    searcher.onSearch.subscribe(with: self) { recorder, _ in recorder.searches += 1 }
    searcher.onIndexChanged.subscribe(with: self) { recorder, name in
      recorder.indexNames.append(name)
    }
    searcher.isLoading.subscribe(with: self) { recorder, value in recorder.loading.append(value) }
  }
}

/// A response told apart by its hit count.
private func response(_ nbHits: Int) -> SearchResponse {
  SearchResponse(nbHits: nbHits)
}

@MainActor
@Suite("HitsSearcher")
struct HitsSearcherTests {
  @Test(
    "Out-of-order responses never deliver a stale one",
    arguments: [[2, 0, 1], [0, 1, 2], [1, 2, 0], [2, 1, 0], [0, 2, 1]])
  func newestWins(order: [Int]) async throws {
    let service = FakeSearchService()
    let searcher = HitsSearcher(service: service, indexName: "movies")
    let recorder = Recorder(searcher)
    var tasks: [Task<SearchResponse?, any Error>] = []
    for number in 0..<3 {
      tasks.append(Task { try await searcher.searchAndWait() })
      await service.waitForCalls(number + 1)
    }
    for number in order {
      service.respond(to: number, with: [response(number)])
    }
    var outcomes: [Int?] = []
    for task in tasks { outcomes.append(try await task.value?.nbHits) }
    #expect(outcomes == [nil, nil, 2])
    #expect(recorder.results.map(\.nbHits) == [2])
    #expect(recorder.searches == 3)
    #expect(recorder.loading == [true, false])
  }

  @Test("A stale error is never delivered; the newest error is")
  func staleError() async throws {
    let service = FakeSearchService()
    let searcher = HitsSearcher(service: service, indexName: "movies")
    let recorder = Recorder(searcher)
    let first = Task { try await searcher.searchAndWait() }
    await service.waitForCalls(1)
    let second = Task { try await searcher.searchAndWait() }
    await service.waitForCalls(2)
    service.fail(0, with: SearchError.http(status: 500, message: "old"))
    service.fail(1, with: SearchError.http(status: 404, message: "Index movies does not exist"))
    #expect(try await first.value == nil)
    await #expect(throws: SearchError.http(status: 404, message: "Index movies does not exist")) {
      try await second.value
    }
    #expect(recorder.errors == ["HTTP 404: Index movies does not exist"])
    #expect(recorder.results.isEmpty)
  }

  @Test("Switching the index resets the page, drops the pending request, fires onIndexChanged")
  func indexSwitch() async throws {
    let service = FakeSearchService()
    var query = Query("star")
    query.page = 3
    let searcher = HitsSearcher(service: service, indexName: "movies", query: query)
    let recorder = Recorder(searcher)
    let pending = Task { try await searcher.searchAndWait() }
    await service.waitForCalls(1)
    #expect(service.calls[0].queries[0].query.page == 3)
    searcher.indexName = "movies_year_desc"
    #expect(searcher.query.page == 0)
    #expect(recorder.indexNames == ["movies_year_desc"])
    searcher.indexName = "movies_year_desc"
    #expect(recorder.indexNames == ["movies_year_desc"], "the same name changes nothing")
    service.respond(to: 0, with: [response(1)])
    #expect(try await pending.value == nil)
    #expect(recorder.results.isEmpty)
    let next = Task { try await searcher.searchAndWait() }
    await service.waitForCalls(2)
    #expect(service.calls[1].queries.map(\.indexName) == ["movies_year_desc"])
    #expect(service.calls[1].queries[0].query.page == 0)
    service.respond(to: 1, with: [response(7)])
    #expect(try await next.value?.nbHits == 7)
    #expect(searcher.index == Index(name: "movies_year_desc", service: service))
  }

  @Test("Switching to the same name on another service is an index change too")
  func serviceSwitch() async throws {
    let first = FakeSearchService()
    let second = FakeSearchService(autoRespond: { _ in [response(5)] })
    let searcher = HitsSearcher(service: first, indexName: "movies")
    let recorder = Recorder(searcher)
    searcher.query.page = 2
    let pending = Task { try await searcher.searchAndWait() }
    await first.waitForCalls(1)
    searcher.index = Index(name: "movies", service: first)
    #expect(recorder.indexNames.isEmpty, "the same index changes nothing")
    searcher.index = Index(name: "movies", service: second)
    #expect(recorder.indexNames == ["movies"])
    #expect(searcher.query.page == 0)
    first.respond(to: 0, with: [response(1)])
    #expect(try await pending.value == nil)
    #expect(try await searcher.searchAndWait()?.nbHits == 5)
    #expect(recorder.results.map(\.nbHits) == [5])
  }

  @Test("Changing the query text resets the page; other changes keep it")
  func textResetsPage() {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "movies")
    searcher.query.page = 4
    searcher.query.hitsPerPage = 5
    #expect(searcher.query.page == 4)
    searcher.query.query = "star"
    #expect(searcher.query.page == 0)
  }

  @Test("A filter state change sets the groups, page 0, and searches; connect is idempotent")
  func filterStateConnection() async throws {
    let service = FakeSearchService(autoRespond: { queries in
      queries.map { _ in SearchResponse() }
    })
    let searcher = HitsSearcher(service: service, indexName: "movies")
    searcher.query.page = 2
    let filterState = FilterState()
    let connection = searcher.connectFilterState(filterState)
    connection.connect()
    #expect(service.calls.isEmpty, "connecting to a silent filter state does not search")
    filterState[or: "genre"].add(Filter.Facet(attribute: "genre", stringValue: "Drama"))
    filterState.notifyChange()
    await service.waitForCalls(1)
    #expect(service.calls.count == 1)
    let queries = service.calls[0].queries
    #expect(queries[0].query.page == 0)
    #expect(queries[0].query.filters == #"( "genre":"Drama" )"#)
    #expect(queries.count == 2, "one disjunctive query for genre")
    #expect(service.calls[0].isMultipleQueries)
    connection.disconnect()
    connection.disconnect()
    filterState.notifyChange()
    #expect(service.calls.count == 1)
    #expect(searcher.filterGroups == FilterStateSnapshot())
  }

  @Test("Connecting to a filter state that notified before replays the change and searches")
  func replayOnConnect() async {
    let service = FakeSearchService(autoRespond: { queries in
      queries.map { _ in SearchResponse() }
    })
    let filterState = FilterState()
    filterState[and: "year"].add(
      Filter.Numeric(attribute: "year", operator: .greaterThan, value: 2000))
    filterState.notifyChange()
    let searcher = HitsSearcher(service: service, indexName: "movies")
    searcher.connectFilterState(filterState)
    await service.waitForCalls(1)
    #expect(service.calls[0].queries[0].query.filters == #"( "year" > 2000 )"#)
  }

  @Test("Without disjunctive faceting: one single-index query, hand-set filters ANDed")
  func singleQuery() async throws {
    let service = FakeSearchService(autoRespond: { _ in [response(3)] })
    let searcher = HitsSearcher(service: service, indexName: "movies")
    searcher.isDisjunctiveFacetingEnabled = false
    searcher.query.filters = "year > 2000"
    let filterState = FilterState()
    filterState[or: "genre"].add(Filter.Facet(attribute: "genre", stringValue: "Drama"))
    searcher.connectFilterState(filterState)
    let delivered = try await searcher.searchAndWait()
    #expect(delivered?.nbHits == 3)
    #expect(service.calls.count == 1)
    #expect(!service.calls[0].isMultipleQueries)
    #expect(
      service.calls[0].queries[0].query.filters == #"( year > 2000 ) AND ( "genre":"Drama" )"#)
  }

  @Test(
    "REFERENCE §3.2 through the searcher: the call carries the four queries, the merge is delivered"
  )
  func referenceThroughSearcher() async throws {
    let service = FakeSearchService()
    var query = Query("tv")
    query.facets = ["color"]
    let searcher = HitsSearcher(service: service, indexName: "products", query: query)
    searcher.disjunctiveFacetsAttributes = ["rating"]
    let filterState = FilterState()
    filterState[or: "color"].add(Filter.Facet(attribute: "color", stringValue: "blue"))
    searcher.connectFilterState(filterState)
    let recorder = Recorder(searcher)
    let task = Task { try await searcher.searchAndWait() }
    await service.waitForCalls(1)
    #expect(
      service.calls[0].queries.map { $0.query.facets ?? [] } == [["color"], ["color"], ["rating"]])
    var main = SearchResponse(nbHits: 1)
    main.facets = ["color": ["blue": 1]]
    var colors = SearchResponse()
    colors.facets = ["color": ["blue": 1, "red": 4]]
    service.respond(to: 0, with: [main, colors, SearchResponse()])
    let merged = try await task.value
    #expect(merged?.facets == ["color": ["blue": 1, "red": 4], "rating": [:]])
    #expect(recorder.results == [merged].compactMap { $0 })
  }

  @Test("Debounce: only the last of quick searches is sent, after the delay")
  func debounce() async throws {
    let clock = TestClock()
    let service = FakeSearchService(autoRespond: { queries in queries.map { _ in response(9) } })
    let searcher = HitsSearcher(service: service, indexName: "movies", clock: clock)
    searcher.debounce = .milliseconds(300)
    let recorder = Recorder(searcher)
    let first = Task { try await searcher.searchAndWait() }
    await clock.waitForSleepers(1)
    let second = Task { try await searcher.searchAndWait() }
    #expect(try await first.value == nil)
    await clock.waitForSleepers(1)
    #expect(service.calls.isEmpty)
    clock.advance(by: .milliseconds(299))
    #expect(service.calls.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(try await second.value?.nbHits == 9)
    #expect(service.calls.count == 1)
    #expect(recorder.results.count == 1)
  }
}
