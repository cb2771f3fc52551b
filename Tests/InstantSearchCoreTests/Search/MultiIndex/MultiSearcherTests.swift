import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// Records what the children of a multi-index searcher receive.
@MainActor
private final class ChildRecorder {
  var hits: [String: [Int]] = [:]
  var facets: [[String]] = []
  var errors: [String: [String]] = [:]

  func follow(_ searcher: HitsSearcher, as name: String) {
    searcher.onResults.subscribe(with: self) { recorder, response in
      recorder.hits[name, default: []].append(response.nbHits)
    }
    searcher.onError.subscribe(with: self) { recorder, error in
      recorder.errors[name, default: []].append("\(error)")
    }
  }

  func follow(_ searcher: FacetSearcher) {
    searcher.onResults.subscribe(with: self) { recorder, response in
      recorder.facets.append(response.facetHits.map(\.value))
    }
    searcher.onError.subscribe(with: self) { recorder, error in
      recorder.errors["facet", default: []].append("\(error)")
    }
  }
}

/// The answer to a facet query of a multiple-queries call, as decoded by a service.
private func facetAnswer(_ values: [String]) throws -> SearchResponse {
  let hits = values.map { #"{"value":"\#($0)","highlighted":"\#($0)","count":1}"# }
  return try SearchResponse(bytes: Array(#"{"facetHits":[\#(hits.joined(separator: ","))]}"#.utf8))
}

/// A multi-index searcher on a held fake with two recorded hits children.
@MainActor
private func twoChildren(_ first: String, _ second: String) -> (
  FakeSearchService, MultiSearcher, ChildRecorder, HitsSearcher
) {
  let service = FakeSearchService()
  let multi = MultiSearcher(service: service)
  let recorder = ChildRecorder()
  let products = multi.addHitsSearcher(indexName: first)
  recorder.follow(products, as: first)
  recorder.follow(multi.addHitsSearcher(indexName: second), as: second)
  return (service, multi, recorder, products)
}

@MainActor
@Suite("MultiSearcher")
struct MultiSearcherTests {
  @Test("One call carries every child's queries in order; each child gets its own response")
  func oneCall() async throws {
    let service = FakeSearchService()
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let suggestions = multi.addHitsSearcher(indexName: "products_query_suggestions")
    let brands = multi.addFacetSearcher(indexName: "products", attribute: "brand")
    brands.text = "sa"
    let recorder = ChildRecorder()
    recorder.follow(products, as: "products")
    recorder.follow(suggestions, as: "suggestions")
    recorder.follow(brands)
    let round = Task { try await products.searchAndWait() }
    await service.waitForCalls(1)
    let call = try #require(service.calls.first)
    #expect(call.isMultipleQueries)
    #expect(
      call.queries.map(\.indexName) == ["products", "products_query_suggestions", "products"])
    let facetQuery = call.queries[2].query
    #expect(facetQuery.additionalParameters["type"] == "facet")
    #expect(facetQuery.additionalParameters["facet"] == "brand")
    #expect(facetQuery.additionalParameters["facetQuery"] == "sa")
    service.respond(
      to: 0,
      with: [SearchResponse(nbHits: 7), SearchResponse(nbHits: 3), try facetAnswer(["Samsung"])])
    #expect(try await round.value?.nbHits == 7)
    #expect(recorder.hits == ["products": [7], "suggestions": [3]])
    #expect(recorder.facets == [["Samsung"]])
    #expect(service.calls.count == 1)
  }

  @Test("A part that cannot be read reaches only its child")
  func partialFailure() async throws {
    let service = FakeSearchService()
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let brands = multi.addFacetSearcher(indexName: "products", attribute: "brand")
    let recorder = ChildRecorder()
    recorder.follow(products, as: "products")
    recorder.follow(brands)
    let round = Task { try await multi.searchAndWait() }
    await service.waitForCalls(1)
    service.respond(to: 0, with: [SearchResponse(nbHits: 4), SearchResponse(nbHits: 0)])
    #expect(try await round.value == true)
    #expect(recorder.hits == ["products": [4]])
    #expect(recorder.facets.isEmpty)
    #expect(recorder.errors["facet"]?.first?.contains("facetHits") == true)
    #expect(recorder.errors["products"] == nil)
  }

  @Test("A failed call reaches every child and the searcher")
  func wholeFailure() async throws {
    let (service, multi, recorder, _) = twoChildren("products", "missing")
    let round = Task { try await multi.searchAndWait() }
    await service.waitForCalls(1)
    service.fail(0, with: SearchError.http(status: 404, message: "Index missing does not exist"))
    await #expect(throws: SearchError.self) { try await round.value }
    #expect(recorder.errors["products"] == ["HTTP 404: Index missing does not exist"])
    #expect(recorder.errors["missing"] == ["HTTP 404: Index missing does not exist"])
  }

  @Test(
    "The newest call wins whatever order the answers come in", arguments: [[0, 1], [1, 0]])
  func newestWins(order: [Int]) async throws {
    let service = FakeSearchService()
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let recorder = ChildRecorder()
    recorder.follow(products, as: "products")
    let first = Task { try await products.searchAndWait() }
    await service.waitForCalls(1)
    let second = Task { try await products.searchAndWait() }
    await service.waitForCalls(2)
    for number in order { service.respond(to: number, with: [SearchResponse(nbHits: number + 10)]) }
    #expect(try await first.value == nil)
    #expect(try await second.value?.nbHits == 11)
    #expect(recorder.hits == ["products": [11]])
  }

  @Test("A child that switched index during a call does not get that call's answer")
  func switchedChild() async throws {
    let (service, multi, recorder, products) = twoChildren("products", "suggestions")
    let round = Task { try await multi.searchAndWait() }
    await service.waitForCalls(1)
    products.indexName = "products_price_asc"
    service.respond(to: 0, with: [SearchResponse(nbHits: 1), SearchResponse(nbHits: 2)])
    _ = try await round.value
    #expect(recorder.hits == ["suggestions": [2]])
  }

  @Test("Children's facet lists and filters work as on a single searcher (iOS #113)")
  func childFiltersAndFacets() async throws {
    let service = FakeSearchService()
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let filterState = FilterState()
    products.connectFilterState(filterState)
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    filterState.notifyChange()
    await service.waitForCalls(1)
    let queries = try #require(service.calls.first).queries
    #expect(queries.count == 2, "the main query and brand's disjunctive facet query")
    #expect(queries[0].query.filters == #"( "brand":"Sony" )"#)
    #expect(queries[1].query.facets == ["brand"])
  }
}
