import InstantSearchCore
import InstantSearchLocal
import Testing

@testable import InstantSearchREPL

/// The local engine, recording the indices of every multiple-queries call.
final class RecordingService: SearchService {
  let engine: LocalClient
  private let recorded = Locked<[[String]]>([])

  init(_ engine: LocalClient) { self.engine = engine }

  /// The index names of each call so far.
  var calls: [[String]] { recorded.withLock { $0 } }

  func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  {
    recorded.withLock { $0.append(queries.map(\.indexName)) }
    return try await engine.search(queries, strategy: strategy)
  }

  func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    try await engine.searchForFacetValues(
      of: facetName, matching: facetQuery, in: indexName, query: query,
      maxFacetHits: maxFacetHits)
  }

  func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    try await engine.listIndices(page: page, hitsPerPage: hitsPerPage)
  }
}

@Suite("open NAME,NAME: a federated search, one section per index")
@MainActor
struct FederatedSessionTests {
  static let suggestions = DemoDataset.querySuggestionsIndexName

  /// A session on a small demo through a recording service, opened on `names`.
  static func open(_ names: String, json: Bool = false) async throws -> (
    Session, Transcript, RecordingService
  ) {
    let service = RecordingService(LocalClient.demo(count: 300))
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: json))
    _ = try await session.open(
      service: service, sourceName: "the demo", primaries: [], notes: [], indexName: names)
    return (session, transcript, service)
  }

  @Test("each query change is one call for every index; each section shows its own hits")
  func sections() async throws {
    let (session, transcript, service) = try await Self.open("products,\(Self.suggestions)")
    #expect(service.calls.count == 1)
    #expect(await session.execute("search phone") == .succeeded)
    #expect(service.calls.count == 2, "one call per query change")
    let last = try #require(service.calls.last)
    #expect(last.first == "products" && last.last == Self.suggestions)
    let section = try #require(session.stack?.federated?.sections.first)
    let response = try #require(section.response)
    #expect(response.query == "phone", "the sections follow the primary's text")
    #expect(!response.hits.isEmpty)
    #expect(transcript.output.contains("\(Self.suggestions) · \(response.nbHits) hit"))
    #expect(session.currentIndexName == "products")
  }

  @Test("filters, pages and sort orders apply to the primary index only")
  func primary() async throws {
    let (session, _, service) = try await Self.open("products,\(Self.suggestions)")
    let before = try #require(session.stack?.federated?.sections.first?.response?.nbHits)
    #expect(await session.execute("filter add and:brand brand:Apple") == .succeeded)
    #expect(await session.execute("next") == .succeeded)
    #expect(await session.execute("sort 2") == .succeeded)
    #expect(service.calls.count == 4)
    #expect(session.currentIndexName == "products_price_asc")
    let stack = try #require(session.stack)
    #expect(stack.searcher.filterGroups.isEmpty == false)
    let section = try #require(stack.federated?.sections.first?.response)
    #expect(section.nbHits == before && section.page == 0)
  }

  @Test("an unknown index shows its error in its own section; open NAME goes back to one")
  func unknownIndex() async throws {
    let (session, transcript, service) = try await Self.open(
      "products,nowhere,\(Self.suggestions)")
    #expect(service.calls.last == ["products", Self.suggestions], "the unknown one is not sent")
    let sections = try #require(session.stack?.federated?.sections)
    #expect(sections.map(\.indexName) == ["nowhere", Self.suggestions])
    #expect(sections[0].error?.contains("no index \"nowhere\"") == true)
    #expect(sections[1].response != nil)
    #expect(await session.execute("search red") == .succeeded)
    #expect(transcript.output.contains("nowhere · error: no index \"nowhere\""))
    #expect(await session.execute("open products") == .succeeded)
    #expect(session.stack?.federated == nil)
    #expect(service.calls.last == ["products"])
  }

  @Test("an index the service says does not exist is left out after the first call")
  func notFoundByTheService() async throws {
    // No listing: the engine's 404 names the index, which the session leaves out.
    let engine = LocalClient.demo(count: 50)
    let fake = NoListingService(engine)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    _ = try await session.open(
      service: fake, sourceName: "an app", primaries: ["products"], notes: [],
      indexName: "products,nowhere")
    let section = try #require(session.stack?.federated?.sections.first)
    #expect(section.error == "HTTP 404: Index nowhere does not exist")
    #expect(session.stack?.hits.response != nil)
  }

  @Test("JSON gives each section's index, count and hits, or its error")
  func json() async throws {
    let (session, transcript, _) = try await Self.open("products,nowhere", json: true)
    #expect(await session.execute("hits") == .succeeded)
    #expect(
      transcript.output.contains(#""sections":[{"index":"nowhere","error":"no index \"nowhere\""#))
  }

  @Test("names are checked: none empty, none twice")
  func badNames() async throws {
    #expect(throws: SessionError.self) { try Session.indexNames("products,") }
    #expect(throws: SessionError.self) { try Session.indexNames("a,b,a") }
    #expect(try Session.indexNames("a, b") == ["a", "b"])
  }
}

/// A service that cannot list its indices (a key without `listIndexes`).
final class NoListingService: SearchService {
  let engine: LocalClient
  init(_ engine: LocalClient) { self.engine = engine }

  func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  {
    try await engine.search(queries, strategy: strategy)
  }

  func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    throw SearchError.http(status: 403, message: "Method not allowed with this API key")
  }

  func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    throw SearchError.http(status: 403, message: "Method not allowed with this API key")
  }
}
