import Foundation
import InstantSearchCore
import InstantSearchServer
import Testing

@Suite("Algolia's safeguards and answers: deleteBy, tasks, facet values, oversized bodies")
struct SafeguardTests {
  private func harnessWithRecords() async throws -> ServerHarness {
    let harness = try ServerHarness(files: [
      "shop.json": #"[{"objectID": "a", "brand": "Acme"}, {"objectID": "b", "brand": "Bolt"}]"#,
      "shop_settings.json": #"{"attributesForFaceting": ["searchable(brand)"]}"#,
    ])
    return harness
  }

  @Test(
    "A deleteBy with no filter is refused as Algolia refuses it, and nothing is deleted",
    arguments: ["{}", #"{"params": ""}"#, #"{"query": "acme"}"#, #"{"filters": " "}"#])
  func emptyDeleteBy(body: String) async throws {
    let harness = try await harnessWithRecords()
    let answer = try await harness.send("POST", "/1/indexes/shop/deleteByQuery", body)
    #expect(answer.status == 400)
    #expect(answer.body["message"] == "deleteBy doesn't accept empty filters or query")
    harness.engine.waitUntilPublished()
    let all = try await harness.send("POST", "/1/indexes/shop/query", #"{"query": ""}"#)
    #expect(all.body["nbHits"] == 2)
  }

  @Test(
    "A deleteBy with a filter answers taskID and updatedAt, and deletes what it matches",
    arguments: [#"{"filters": "brand:Acme"}"#, #"{"params": "filters=brand%3AAcme"}"#])
  func deleteBy(body: String) async throws {
    let harness = try await harnessWithRecords()
    let answer = try await harness.send("POST", "/1/indexes/shop/deleteByQuery", body)
    #expect(answer.status == 200)
    #expect(answer.body["taskID"]?.intValue != nil)
    #expect(answer.body["updatedAt"]?.stringValue != nil)
    #expect(answer.body["deletedAt"] == nil)
    harness.engine.waitUntilPublished()
    #expect(try await harness.send("GET", "/1/indexes/shop/a").status == 404)
    #expect(try await harness.send("GET", "/1/indexes/shop/b").status == 200)
  }

  @Test("A task never issued is a 404; one issued is published once searchable")
  func tasks() async throws {
    let harness = try await harnessWithRecords()
    let write = try await harness.send("PUT", "/1/indexes/shop/c", #"{"brand": "Core"}"#)
    let task = try #require(write.body["taskID"]?.intValue)
    harness.engine.waitUntilPublished()
    let known = try await harness.send("GET", "/1/indexes/shop/task/\(task)")
    #expect(known.body["status"] == "published")
    let unknown = try await harness.send("GET", "/1/indexes/shop/task/\(task + 1000)")
    #expect(unknown.status == 404)
    #expect(unknown.body["message"] == .string("Task \(task + 1000) does not exist"))
  }

  @Test("POST /1/indexes/NAME/facets/ATTR/query searches facet values")
  func facetValues() async throws {
    let harness = try await harnessWithRecords()
    let answer = try await harness.send(
      "POST", "/1/indexes/shop/facets/brand/query", #"{"facetQuery": "ac"}"#)
    #expect(answer.status == 200)
    #expect(answer.body["facetHits"]?[0]?["value"] == "Acme")
  }

  @Test("A chunked body over the limit gets its 413 answer, and the server keeps serving")
  func chunkedTooLarge() async throws {
    var limits = SearchServer.Limits()
    limits.maxBodyBytes = 1024
    let harness = try ServerHarness(limits: limits)
    var request = Array(
      ("POST /1/indexes/movies/query HTTP/1.1\r\nHost: x\r\nX-Algolia-API-Key: "
        + "\(ServerHarness.adminKey)\r\nTransfer-Encoding: chunked\r\n\r\n").utf8)
    for _ in 0..<4 {
      request += Array("400\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1024)
      request += Array("\r\n".utf8)
    }
    request += Array("0\r\n\r\n".utf8)
    let answer = RawHTTP.exchange(port: harness.port, request)
    #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
    #expect(answer.contains("Request body too large: the limit is 1024 bytes"))
    #expect(try await harness.send("GET", "/1/indexes").status == 200)
  }

  @Test("An unknown settings key is Algolia's 400 with its place; nothing is saved")
  func unknownSettingsKey() async throws {
    let harness = try await harnessWithRecords()
    let answer = try await harness.send(
      "PUT", "/1/indexes/shop/settings", "{\n  \"searchableAtributes\": [\"brand\"]\n}")
    #expect(answer.status == 400)
    #expect(
      answer.body["message"]
        == "Invalid object attributes: searchableAtributes near line:2 column:3")
    harness.engine.waitUntilPublished()
    let settings = try await harness.send("GET", "/1/indexes/shop/settings")
    #expect(settings.body["searchableAtributes"] == nil)
  }

  @Test("A setting the engine does not implement is saved with a warning, refused under --strict")
  func notImplementedSetting() async throws {
    let harness = try await harnessWithRecords()
    let answer = try await harness.send(
      "PUT", "/1/indexes/shop/settings", #"{"enablePersonalization": true}"#)
    #expect(answer.status == 200)
    let strict = try ServerHarness(strict: true)
    let refused = try await strict.send(
      "PUT", "/1/indexes/shop/settings", #"{"enablePersonalization": true}"#)
    #expect(refused.status == 400)
    #expect(refused.body["message"]?.stringValue?.contains("enablePersonalization") == true)
  }
}
