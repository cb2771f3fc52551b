import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("The demo dataset")
struct DemoDatasetTests {
  @Test("the same seed gives the same products, another seed others")
  func deterministic() {
    let a = DemoDataset.records(count: 200, seed: 7)
    #expect(a == DemoDataset.records(count: 200, seed: 7))
    #expect(a != DemoDataset.records(count: 200, seed: 8))
    #expect(a.count == 200)
    #expect(DemoDataset.defaultCount == 10_000)
  }

  @Test("products have every attribute, two or three categories, prices and ratings in range")
  func shape() throws {
    for record in DemoDataset.records(count: 300) {
      let object = try #require(record.objectValue)
      #expect(
        Set(object.keys) == [
          "objectID", "name", "brand", "categories", "price", "rating", "free_shipping",
          "popularity", "hierarchicalCategories",
        ])
      let categories = try #require(record["categories"]?.arrayValue)
      #expect((1...3).contains(categories.count))
      let price = try #require(record["price"]?.doubleValue)
      #expect(price > 0 && price < 2100)
      let rating = try #require(record["rating"]?.doubleValue)
      #expect(rating >= 1 && rating <= 5)
      let name = try #require(record["name"]?.stringValue)
      #expect(name.hasPrefix(record["brand"]?.stringValue ?? "?"))
    }
  }

  @Test("the demo engine has the primary, three replicas sorted as named, and suggestions")
  func replicas() throws {
    let client = LocalClient.demo(count: 500)
    #expect(
      client.indexNames == [
        "products", "products_price_asc", "products_price_desc", "products_query_suggestions",
        "products_rating_desc",
      ])
    func prices(_ index: String) throws -> [Double] {
      let response = try client.search(indexName: index, parameters: ["hitsPerPage": 50])
      return (response["hits"]?.arrayValue ?? []).compactMap { $0["price"]?.doubleValue }
    }
    #expect(try prices("products_price_asc") == (try prices("products_price_asc")).sorted())
    #expect(try prices("products_price_desc") == (try prices("products_price_desc")).sorted(by: >))
    let best = try client.search(indexName: "products_rating_desc", parameters: ["hitsPerPage": 30])
    let ratings = (best["hits"]?.arrayValue ?? []).compactMap { $0["rating"]?.doubleValue }
    #expect(ratings == ratings.sorted(by: >))
    let popular = try client.search(indexName: "products", parameters: ["hitsPerPage": 30])
    let popularity = (popular["hits"]?.arrayValue ?? []).compactMap {
      $0["popularity"]?.doubleValue
    }
    #expect(popularity == popularity.sorted(by: >))
    let facets = try client.search(
      indexName: "products", parameters: ["facets": ["brand"], "hitsPerPage": 0])
    #expect(facets["facets"]?["brand"]?.objectValue?.keys.first == "Samsung")
    #expect(facets["nbHits"] == 500)
  }
}

@Suite("Edge sizes")
struct EdgeSizeTests {
  @Test("an empty index and a negative demo size answer without a crash")
  func empty() throws {
    #expect(DemoDataset.records(count: -3).isEmpty)
    let client = LocalClient()
    try client.addIndex(named: "empty", records: [], settings: ["attributesForFaceting": ["a"]])
    let response = try client.search(
      indexName: "empty", parameters: ["query": "anything", "facets": ["*"], "filters": "a:b"])
    #expect(response["nbHits"] == 0)
    #expect(response["nbPages"] == 0)
    #expect(try client.search(indexName: "empty", parameters: [:])["nbHits"] == 0)
  }
}
