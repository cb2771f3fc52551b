import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Short prefixes' matches are kept between searches, within a bound")
struct PrefixUnionCacheTests {
  private static func data(count: Int = 4000) throws -> IndexData {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    return try IndexData(
      records: DemoDataset.records(count: count), settings: settings, replicaSettings: []
    ) { _ in }
  }

  private static func word(_ text: String, _ data: IndexData, maxTypos: Int = 0) -> QueryWord {
    QueryWord(text: text, isPrefix: true, maxTypos: maxTypos, terms: data.terms)
  }

  @Test("A kept prefix's match is the one united now, records and places, every time")
  func sameMatch() throws {
    let data = try Self.data()
    for text in ["s", "c", "b", "w"] {
      let word = Self.word(text, data)
      #expect(PrefixUnionCache.isKept(word), "\(text)")
      let fresh = WordMatch(word, terms: data.terms, recordCount: data.count)
      for _ in 0..<2 {
        let cached = data.prefixUnions.match(for: word, terms: data.terms, recordCount: data.count)
        #expect(Array(cached.records) == Array(fresh.records), "\(text)")
        #expect(Array(cached.places) == Array(fresh.places), "\(text)")
      }
    }
    #expect(data.prefixUnions.postingCount > 0)
    #expect(data.prefixUnions.postingCount <= 2 * data.count)
  }

  @Test("Longer words, whole words and words with typo candidates are not kept")
  func notKept() throws {
    let data = try Self.data()
    #expect(!PrefixUnionCache.isKept(Self.word("sam", data)))
    #expect(Self.word("la", data).matches.count == 1)
    #expect(!PrefixUnionCache.isKept(Self.word("la", data)))
    #expect(
      !PrefixUnionCache.isKept(
        QueryWord(text: "s", isPrefix: false, maxTypos: 0, terms: data.terms)))
    let typos = Self.word("samsnug", data, maxTypos: 2)
    #expect(!PrefixUnionCache.isKept(typos))
    _ = data.prefixUnions.match(for: typos, terms: data.terms, recordCount: data.count)
    #expect(data.prefixUnions.postingCount == 0)
  }

  @Test("Searches answer the same with the cache filled as on a fresh index")
  func sameAnswers() throws {
    let warm = LocalClient()
    let cold = LocalClient()
    for client in [warm, cold] {
      try client.addIndex(
        named: "products", records: DemoDataset.records(count: 3000), settings: DemoDataset.settings
      )
    }
    let queries = ["s", "sa", "s", "l", "la", "w", "sa", "c"]
    for query in queries {
      _ = try warm.search(indexName: "products", parameters: ["query": .string(query)])
    }
    for query in queries {
      var parameters: JSONObject = ["query": .string(query), "facets": ["brand"]]
      parameters["hitsPerPage"] = 50
      var expected = try cold.search(indexName: "products", parameters: .object(parameters))
      var found = try warm.search(indexName: "products", parameters: .object(parameters))
      expected["processingTimeMS"] = nil
      found["processingTimeMS"] = nil
      // The first time a prefix comes, the cold client unites it afresh.
      #expect(found == expected, "\(query)")
    }
  }
}
