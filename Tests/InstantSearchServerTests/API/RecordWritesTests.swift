import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Record writes are searchable without a rebuild, and answer as one")
struct RecordWritesTests {
  static let products = """
    [{"objectID": "1", "name": "red phone", "brand": "Acme", "price": 10},
     {"objectID": "2", "name": "blue phone", "brand": "Bolt", "price": 20},
     {"name": "green phone case", "brand": "Acme", "price": 5}]
    """
  static let settings = """
    {"searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"],
     "customRanking": ["desc(price)"], "replicas": ["products_cheap"]}
    """

  @Test("saves, partial updates and deletes go beside the index; settings rebuild it")
  func writesThenSettings() async throws {
    let harness = try ServerHarness(files: [
      "products.json": Self.products, "products_settings.json": Self.settings,
      "products_cheap_settings.json": #"{"ranking": ["asc(price)", "typo", "words", "custom"]}"#,
    ])
    let local = harness.engine.local
    let saved = try await harness.send(
      "PUT", "/1/indexes/products/3", #"{"name": "yellow phone", "brand": "Bolt", "price": 15}"#)
    #expect(saved.status == 200)
    #expect(
      try await harness.send(
        "POST", "/1/indexes/products/1/partial", #"{"price": 30}"#
      ).status == 200)
    #expect(try await harness.send("DELETE", "/1/indexes/products/2").status == 200)
    harness.engine.waitUntilPublished()
    #expect(local.hasUnmergedChanges(inIndex: "products"))

    let request = #"{"query": "phone", "facets": ["brand"]}"#
    let primary = try await harness.send("POST", "/1/indexes/products/query", request)
    let cheap = try await harness.send("POST", "/1/indexes/products_cheap/query", request)
    #expect(Self.ids(primary.body) == ["1", "3", Self.ids(primary.body).last ?? ""])
    #expect(Self.ids(primary.body).count == 3)
    #expect(Self.ids(cheap.body).first != "1")
    #expect(primary.body["facets"]?["brand"] == ["Acme": 2, "Bolt": 1])

    // The same records built at once answer the same.
    let rebuilt = LocalClient()
    try rebuilt.addIndex(
      named: "products", records: try local.records(ofIndex: "products"),
      settings: try JSONParser.parse(Self.settings),
      replicaSettings: ["products_cheap": ["ranking": ["asc(price)", "typo", "words", "custom"]]])
    for (index, answer) in [("products", primary.body), ("products_cheap", cheap.body)] {
      var expected = try rebuilt.search(
        indexName: index, parameters: try JSONParser.parse(request))
      var got = answer
      expected["processingTimeMS"] = nil
      got["processingTimeMS"] = nil
      #expect(got.jsonString == expected.jsonString, "\(index)")
    }

    let settings = try await harness.send(
      "PUT", "/1/indexes/products/settings", #"{"customRanking": ["asc(price)"]}"#)
    #expect(settings.status == 200)
    harness.engine.waitUntilPublished()
    #expect(!local.hasUnmergedChanges(inIndex: "products"))
    let after = try await harness.send("POST", "/1/indexes/products/query", request)
    #expect(Self.ids(after.body).count == 3)
  }

  @Test("deleteBy deletes the records its query matches, one by one, without a rebuild")
  func deleteByQuery() async throws {
    let harness = try ServerHarness(files: [
      "products.json": Self.products, "products_settings.json": Self.settings,
    ])
    let local = harness.engine.local
    #expect(
      try await harness.send(
        "PUT", "/1/indexes/products/3", #"{"name": "yellow phone", "brand": "Acme", "price": 15}"#
      ).status == 200)
    let deleted = try await harness.send(
      "POST", "/1/indexes/products/deleteByQuery", #"{"filters": "brand:Acme"}"#)
    #expect(deleted.status == 200)
    harness.engine.waitUntilPublished()
    #expect(local.hasUnmergedChanges(inIndex: "products"))
    let browsed = try await harness.send("POST", "/1/indexes/products/browse", "{}")
    #expect(Self.ids(browsed.body) == ["2"])
    let found = try await harness.send("POST", "/1/indexes/products/query", #"{"query": "phone"}"#)
    #expect(Self.ids(found.body) == ["2"])
    #expect(try await harness.send("GET", "/1/indexes/products/1").status == 404)
  }

  static func ids(_ response: JSON) -> [String] {
    response["hits"]?.arrayValue?.compactMap { $0["objectID"]?.stringValue } ?? []
  }
}
