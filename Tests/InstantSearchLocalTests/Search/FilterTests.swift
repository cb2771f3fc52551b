import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Filters")
struct FilterTests {
  let client: LocalClient

  init() throws {
    client = try Fixtures.client()
  }

  func count(_ parameters: JSON) throws -> Int? {
    try client.search(indexName: "shop", parameters: parameters)["nbHits"]?.intValue
  }

  @Test(
    "array forms against hand-checked counts",
    arguments: [
      (#"{"facetFilters": ["brand:samsung"]}"#, 3),
      (#"{"facetFilters": ["brand:SAMSUNG"]}"#, 3),
      (#"{"facetFilters": [["brand:Apple", "brand:Sony"]]}"#, 3),
      (#"{"facetFilters": ["categories:tablets"]}"#, 2),
      (#"{"facetFilters": ["categories:Apple Store", "categories:Tablets"]}"#, 1),
      (#"{"facetFilters": ["brand:-Samsung"]}"#, 4),
      (#"{"facetFilters": ["free_shipping:true"]}"#, 4),
      (#"{"facetFilters": "brand:Apple,categories:Phones"}"#, 1),
      (#"{"facetFilters": [["brand:Apple", ["brand:Sony"]]]}"#, 3),
      (#"{"facetFilters": "(brand:Apple,brand:Sony)"}"#, 3),
      (#"{"facetFilters": "[[\"brand:Apple\", \"brand:Sony\"]]"}"#, 3),
      (#"{"numericFilters": ["price>=499", "price<1100"]}"#, 4),
      (#"{"numericFilters": ["price:100 TO 500"]}"#, 2),
      (#"{"numericFilters": [["price<100", "price>1200"]]}"#, 2),
      (#"{"numericFilters": ["rating != 4"]}"#, 6),
      (#"{"numericFilters": ["free_shipping=1"]}"#, 4),
      (#"{"tagFilters": ["new"]}"#, 2),
      (#"{"tagFilters": ["Sale"]}"#, 1),
      (#"{"tagFilters": [["sale", "Sale"]]}"#, 2),
      (#"{"tagFilters": ["-new"]}"#, 5),
      (#"{"facetFilters": ["_tags:new"], "numericFilters": ["price>1000"]}"#, 1),
      (#"{"facetFilters": ["brand:Nokia"]}"#, 0),
      (#"{"facetFilters": ["color:red"]}"#, 0),
    ] as [(String, Int)])
  func arrayForms(parameters: String, expected: Int) throws {
    #expect(try count(try JSON(parsing: parameters)) == expected)
  }

  @Test("filters combine with the query")
  func withQuery() throws {
    #expect(try count(["query": "galaxy", "facetFilters": ["categories:Phones"]]) == 1)
    #expect(try count(["query": "apple", "numericFilters": ["price<1000"]]) == 1)
  }

  @Test("a malformed array filter is a 400 naming the parameter")
  func malformed() {
    #expect {
      try client.search(indexName: "shop", parameters: ["numericFilters": ["price~3"]])
    } throws: { error in
      guard case SearchError.http(400, let message) = error else { return false }
      return message.hasPrefix("numericFilters:")
    }
    #expect {
      try client.search(indexName: "shop", parameters: ["facetFilters": ["brand"]])
    } throws: { error in
      guard case SearchError.http(400, let message) = error else { return false }
      return message.hasPrefix("facetFilters:")
    }
  }
}
