import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("The demo's hierarchical categories and query suggestions")
struct DemoAdditionsTests {
  @Test("every product has three nested category levels, each the prefix of the next")
  func hierarchy() throws {
    for record in DemoDataset.records(count: 100) {
      let lvl0 = try #require(record["hierarchicalCategories"]?["lvl0"]?.stringValue)
      let lvl1 = try #require(record["hierarchicalCategories"]?["lvl1"]?.stringValue)
      let lvl2 = try #require(record["hierarchicalCategories"]?["lvl2"]?.stringValue)
      #expect(lvl1.hasPrefix(lvl0 + " > "))
      #expect(lvl2.hasPrefix(lvl1 + " > "))
      #expect(record["categories"]?[0]?.stringValue == lvl0)
    }
  }

  @Test("the levels are facets: lvl1 counts under a lvl0 filter add up to its count")
  func hierarchicalFacets() throws {
    let client = LocalClient.demo(count: 500)
    let top = try client.search(
      indexName: "products",
      parameters: ["facets": ["hierarchicalCategories.lvl0"], "hitsPerPage": 0])
    let audio = try #require(top["facets"]?["hierarchicalCategories.lvl0"]?["Audio"]?.intValue)
    let children = try client.search(
      indexName: "products",
      parameters: [
        "facets": ["hierarchicalCategories.lvl1"], "hitsPerPage": 0,
        "filters": #""hierarchicalCategories.lvl0":"Audio""#,
      ])
    let counts = try #require(children["facets"]?["hierarchicalCategories.lvl1"]?.objectValue)
    #expect(counts.keys.allSatisfy { $0.hasPrefix("Audio > ") })
    #expect(counts.values.compactMap(\.intValue).reduce(0, +) == audio)
  }

  @Test("suggestions count the products they match and rank the popular first")
  func suggestions() throws {
    let products = DemoDataset.records(count: 500)
    let suggestions = DemoDataset.querySuggestions(from: products)
    let samsung = try #require(suggestions.first { $0["query"]?.stringValue == "samsung" })
    let expected = products.filter { $0["brand"]?.stringValue == "Samsung" }.count
    #expect(samsung["products"]?["exact_nb_hits"]?.intValue == expected)
    let client = LocalClient.demo(count: 500)
    let response = try client.search(
      indexName: DemoDataset.querySuggestionsIndexName, parameters: ["query": "sam"])
    let popularity = (response["hits"]?.arrayValue ?? []).compactMap { $0["popularity"]?.intValue }
    #expect(!popularity.isEmpty)
    #expect(popularity == popularity.sorted(by: >))
  }
}
