import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Responses")
struct ResponseTests {
  let client: LocalClient

  init() throws {
    client = try Fixtures.client()
  }

  @Test("the response has the REST API's members")
  func shape() throws {
    let response = try client.search(indexName: "shop", parameters: ["query": "sony"])
    let keys = try #require(response.objectValue?.keys)
    for key in [
      "hits", "nbHits", "page", "nbPages", "hitsPerPage", "exhaustiveNbHits", "exhaustiveTypo",
      "exhaustive", "query", "params", "index", "renderingContent", "processingTimeMS",
    ] {
      #expect(keys.contains(key), "missing \(key)")
    }
    #expect(!keys.contains("facets"))
    #expect(response["index"] == "shop")
    #expect(response["params"] == "query=sony")
    #expect(response["hitsPerPage"] == 20)
    _ = try SearchResponse(json: response)
  }

  @Test("facets count by count then value, honour maxValuesPerFacet, and * means all")
  func facets() throws {
    let response = try client.search(indexName: "shop", parameters: ["facets": ["brand"]])
    let brand = try #require(response["facets"]?["brand"]?.objectValue)
    #expect(brand.keys == ["Samsung", "Apple", "Generic", "Sony"])
    #expect(brand.values == [3, 2, 1, 1])
    let capped = try client.search(
      indexName: "shop", parameters: ["facets": ["brand"], "maxValuesPerFacet": 2])
    #expect(capped["facets"]?["brand"]?.objectValue?.keys == ["Samsung", "Apple"])
    let all = try client.search(indexName: "shop", parameters: ["facets": ["*"], "query": "apple"])
    #expect(all["facets"]?.objectValue?.keys == ["brand", "categories", "free_shipping", "price"])
    #expect(all["facets"]?["categories"] == ["Apple Store": 2, "Phones": 1, "Tablets": 1])
    #expect(all["facets"]?["free_shipping"] == ["false": 1, "true": 1])
    #expect(all["exhaustiveFacetsCount"] == true)
    let undeclared = try client.search(
      indexName: "shop", parameters: ["facets": ["rating", "popularity", "brand"]])
    #expect(undeclared["facets"]?.objectValue?.keys == ["brand"])
  }

  @Test("facets_stats give min, max, avg and sum of numeric facets over the hits")
  func facetStats() throws {
    let response = try client.search(indexName: "shop", parameters: ["facets": ["price"]])
    let stats = try #require(response["facets_stats"]?["price"])
    #expect(stats["min"] == 19)
    #expect(stats["max"] == 1299)
    #expect(stats["sum"] == 4563)
    #expect(abs((stats["avg"]?.doubleValue ?? 0) - 4563.0 / 7) < 1e-9)
  }

  @Test("attributesToRetrieve keeps the named attributes and the objectID")
  func retrieve() throws {
    let response = try client.search(
      indexName: "shop", parameters: ["query": "sony", "attributesToRetrieve": ["name"]])
    let hit = try #require(response["hits"]?[0]?.objectValue)
    #expect(hit.keys == ["name", "objectID", "_highlightResult"])
    #expect(hit["_highlightResult"]?.objectValue?.keys == ["name"])
  }

  @Test("_highlightResult wraps matches in tags with matchLevel and matchedWords")
  func highlight() throws {
    let response = try client.search(indexName: "shop", parameters: ["query": "samsung gal"])
    let hit = try #require(response["hits"]?[0])
    let name = try #require(hit["_highlightResult"]?["name"])
    #expect(name["matchLevel"] == "full")
    #expect(name["value"] == "<em>Samsung</em> <em>Gal</em>axy S21")
    #expect(hit["_highlightResult"]?["brand"]?["matchLevel"] == "partial")
    let unordered = try client.search(indexName: "shop", parameters: ["query": "télé"])
    let television = try #require(unordered["hits"]?[0]?["_highlightResult"]?["name"])
    #expect(television["value"] == "Sony Bravia <em>Télé</em>vision")
    #expect(television["matchLevel"] == "full")
    #expect(television["matchedWords"] == ["tele"])
    #expect(television["fullyHighlighted"] == false)
    let categories = try #require(unordered["hits"]?[0]?["_highlightResult"]?["categories"])
    #expect(categories[0]?["matchLevel"] == "none")
    let tagged = try client.search(
      indexName: "shop",
      parameters: ["query": "sony", "highlightPreTag": "[", "highlightPostTag": "]"])
    #expect(tagged["hits"]?[0]?["_highlightResult"]?["brand"]?["value"] == "[Sony]")
    #expect(tagged["hits"]?[0]?["_highlightResult"]?["brand"]?["fullyHighlighted"] == true)
  }

  @Test("_rankingInfo tells the typos, exact words and proximity of each hit")
  func rankingInfo() throws {
    let response = try client.search(
      indexName: "shop", parameters: ["query": "galaxi", "getRankingInfo": true])
    let first = try #require(response["hits"]?[0]?["_rankingInfo"])
    #expect(first["nbTypos"] == 0)
    #expect(first["nbExactWords"] == 1)
    let second = try #require(response["hits"]?[1]?["_rankingInfo"])
    #expect(second["nbTypos"] == 1)
    #expect(second["nbExactWords"] == 0)
    let pair = try client.search(
      indexName: "shop",
      parameters: ["query": "samsung galaxy", "getRankingInfo": true, "typoTolerance": false])
    #expect(pair["hits"]?[0]?["_rankingInfo"]?["proximityDistance"] == 1)
    #expect(pair["hits"]?[0]?["_rankingInfo"]?["words"] == 2)
    let plain = try client.search(indexName: "shop", parameters: ["query": "galaxi"])
    #expect(plain["hits"]?[0]?["_rankingInfo"] == nil)
  }

  @Test("search for facet values on a searchable facet, counted over the matching records")
  func facetValues() throws {
    let response = try client.searchForFacetValues(
      indexName: "shop", facetName: "brand", body: ["facetQuery": "sa"])
    #expect(
      response["facetHits"] == [
        ["value": "Samsung", "highlighted": "<em>Sa</em>msung", "count": 3]
      ])
    let filtered = try client.searchForFacetValues(
      indexName: "shop", facetName: "brand", body: ["params": "query=galaxy+tab"])
    #expect(filtered["facetHits"]?.arrayValue?.count == 1)
    #expect {
      try client.searchForFacetValues(indexName: "shop", facetName: "categories", body: [:])
    } throws: { error in
      guard case SearchError.http(400, let message) = error else { return false }
      return message.contains("searchable(categories)")
    }
  }

  @Test("list indices shows the primary, its replicas and which is virtual")
  func listIndices() throws {
    let items = try #require(client.listIndicesJSON()["items"]?.arrayValue)
    #expect(items.map { $0["name"] } == ["shop", "shop_price_asc", "shop_rating_desc"])
    #expect(items[0]["replicas"] == ["shop_price_asc", "shop_rating_desc"])
    #expect(items[0]["entries"] == 7)
    #expect(items[1]["primary"] == "shop")
    #expect(items[2]["virtual"] == true)
  }

  @Test("multiple queries answer in order; a missing index fails the whole call with 404")
  func multipleQueries() throws {
    let results = try client.multipleQueries([
      "requests": [
        ["indexName": "shop", "query": "galaxy", "hitsPerPage": 1],
        ["indexName": "shop_price_asc", "params": "query=apple"],
        ["indexName": "shop", "type": "facet", "facet": "brand", "facetQuery": "app"],
      ]
    ])["results"]
    #expect(results?[0]?["nbHits"] == 4)
    #expect(results?[1]?["index"] == "shop_price_asc")
    #expect(Fixtures.ids(results?[1] ?? nil) == ["1", "5"])
    #expect(results?[2]?["facetHits"]?[0]?["value"] == "Apple")
    #expect {
      try client.multipleQueries(["requests": [["indexName": "shop"], ["indexName": "nope"]]])
    } throws: { error in
      error as? SearchError == .http(status: 404, message: "Index nope does not exist")
    }
  }
}
