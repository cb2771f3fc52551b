import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@Suite("Default host lists")
struct HostListTests {
  @Test("Read and write hosts first, the three fallbacks shuffled after")
  func defaults() {
    var seen: Set<[String]> = []
    for seed in 0..<20 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let hosts = APIHost.defaults(appID: "APP", using: &generator)
      #expect(hosts.count == 5)
      let read = hosts.filter { $0.accepts.contains(.read) }.map(\.name)
      let write = hosts.filter { $0.accepts.contains(.write) }.map(\.name)
      #expect(read.first == "APP-dsn.algolia.net")
      #expect(write.first == "APP.algolia.net")
      #expect(
        Set(read.dropFirst()) == [
          "APP-1.algolianet.com", "APP-2.algolianet.com", "APP-3.algolianet.com",
        ])
      #expect(Array(read.dropFirst()) == Array(write.dropFirst()))
      #expect(hosts.allSatisfy { $0.scheme == "https" && $0.port == nil })
      seen.insert(Array(read.dropFirst()))
    }
    #expect(seen.count > 1, "the fallbacks are shuffled")
  }

  @Test("A custom host prints as a URL prefix")
  func custom() {
    #expect(APIHost("127.0.0.1", scheme: "http", port: 8080).description == "http://127.0.0.1:8080")
    #expect(APIHost("example.org").description == "https://example.org")
  }
}

@MainActor
@Suite("The seed's searcher initializer")
struct SeedSearcherTests {
  @Test("SingleIndexSearcher(appID:apiKey:indexName:) searches that index on Algolia")
  func seedInitializer() {
    let searcher = SingleIndexSearcher(
      appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey", indexName: "indexDefault")
    #expect(searcher.indexName == "indexDefault")
    #expect(searcher.service is AlgoliaSearchService)
    #expect(searcher.query.page == nil)
  }
}
