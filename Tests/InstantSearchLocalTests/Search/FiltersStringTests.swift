import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("The filters string")
struct FiltersStringTests {
  let client: LocalClient

  init() throws {
    client = try Fixtures.client()
  }

  @Test(
    "filters strings against hand-checked counts",
    arguments: [
      ("brand:samsung", 3), ("brand:Apple OR brand:Sony", 3),
      ("(brand:Apple OR brand:Sony) AND free_shipping:true", 2), ("price:100 TO 500", 2),
      ("price > 1000", 2), ("price>1000", 2), ("NOT brand:Samsung", 4),
      ("categories:\"Apple Store\"", 2), ("categories:'apple store'", 2), ("_tags:Sale", 1),
      ("new", 2), ("rating = 4", 1), ("\"brand\":\"SAMSUNG\" AND price < 600", 2),
      ("free_shipping:true AND NOT _tags:new", 2), ("popularity:900", 1),
      ("( \"brand\":\"Apple\" AND \"free_shipping\":true ) AND ( \"price\" > 10 )", 1), ("", 7),
    ] as [(String, Int)])
  func counts(filters: String, expected: Int) throws {
    let response = try client.search(indexName: "shop", parameters: ["filters": .string(filters)])
    #expect(response["nbHits"]?.intValue == expected)
  }

  @Test("the filters string is ANDed with the array forms and the query")
  func combined() throws {
    let response = try client.search(
      indexName: "shop",
      parameters: ["query": "galaxy", "filters": "price < 600", "facetFilters": ["brand:samsung"]])
    #expect(Fixtures.ids(response) == ["6", "3"])
  }

  @Test(
    "a malformed filters string is a 400 in Algolia's words, naming the column",
    arguments: ["brand:Apple OR price > 3", "brand:\"Apple", "(brand:a AND brand:b) OR brand:c"])
  func malformed(filters: String) {
    #expect {
      try client.search(indexName: "shop", parameters: ["filters": .string(filters)])
    } throws: { error in
      guard case SearchError.http(400, let message) = error else { return false }
      return message.hasPrefix("filters: ") && message.contains(" at col ")
    }
  }
}
