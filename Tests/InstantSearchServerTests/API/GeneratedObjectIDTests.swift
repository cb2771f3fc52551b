import Foundation
import InstantSearchCore
import Testing

@Suite("Records loaded without objectID: every route answers the IDs they were given")
struct GeneratedObjectIDTests {
  @Test("Hits, browse, getObject(s), partial updates and deletes use the same IDs")
  func everyRoute() async throws {
    let harness = try ServerHarness(files: [
      "recipes.json": exportWithoutObjectIDs, "recipes_settings.json": settingsWithUnknownKey,
    ])
    let found = try await harness.send("POST", "/1/indexes/recipes/query", #"{"query": ""}"#)
    let ids = try #require(found.body["hits"]?.arrayValue).compactMap {
      $0["objectID"]?.stringValue
    }
    #expect(ids.count == 4)

    let browsed = try await harness.send("POST", "/1/indexes/recipes/browse", "{}")
    let browsedIDs = browsed.body["hits"]?.arrayValue?.map { $0["objectID"]?.stringValue }
    #expect(browsedIDs?.compactMap { $0 }.sorted() == ids.sorted())

    let one = try await harness.send("GET", "/1/indexes/recipes/\(ids[1])")
    #expect(one.status == 200)
    #expect(one.body["origin"]?["cities"] == ["Tokyo", .null])
    let many = try await harness.send(
      "POST", "/1/indexes/*/objects",
      #"{"requests": [{"indexName": "recipes", "objectID": "\#(ids[0])"}, {"indexName": "recipes", "objectID": "\#(ids[3])"}]}"#
    )
    #expect(many.body["results"]?.arrayValue?.allSatisfy { $0 != .null } == true)

    let partial = try await harness.send(
      "POST", "/1/indexes/recipes/\(ids[3])/partial?createIfNotExists=false", #"{"rating": 3}"#)
    #expect(partial.status == 200)
    #expect(try await harness.send("DELETE", "/1/indexes/recipes/\(ids[0])").status == 200)
    harness.engine.waitUntilPublished()
    let updated = try await harness.send("GET", "/1/indexes/recipes/\(ids[3])")
    #expect(updated.body["rating"] == 3)
    #expect(updated.body["emoji"] == "🧆")
    #expect(try await harness.send("GET", "/1/indexes/recipes/\(ids[0])").status == 404)
    let after = try await harness.send("POST", "/1/indexes/recipes/query", #"{"query": ""}"#)
    #expect(after.body["nbHits"] == 3)
  }
}
