import Foundation
import InstantSearchCore
import Testing

@Suite("Synonyms and rules: save, read, search, delete, and searches use them")
struct ExtrasTests {
  @Test("A saved synonym widens the search; rules are saved, read and searched; both delete")
  func synonymsAndRules() async throws {
    let harness = try ServerHarness()
    #expect(
      try await harness.send("PUT", "/1/indexes/films/f1", #"{"title": "A movie night"}"#).status
        == 200)
    let synonym = try await harness.send(
      "PUT", "/1/indexes/films/synonyms/s1",
      #"{"type": "synonym", "synonyms": ["film", "movie"]}"#)
    #expect(synonym.status == 200)
    #expect(synonym.body["id"] == "s1")
    let rules = try await harness.send(
      "POST", "/1/indexes/films/rules/batch",
      #"[{"objectID": "r1", "conditions": [{"pattern": "night", "anchoring": "contains"}], "consequence": {"userData": {"banner": "late"}}}]"#
    )
    #expect(rules.status == 200)
    harness.engine.waitUntilPublished()

    let found = try await harness.send("POST", "/1/indexes/films/query", #"{"query": "film"}"#)
    #expect(found.body["nbHits"] == 1)
    let rule = try await harness.send("GET", "/1/indexes/films/rules/r1")
    #expect(rule.body["consequence"]?["userData"] == ["banner": "late"])
    #expect(try await harness.send("GET", "/1/indexes/films/synonyms/s1").body["type"] == "synonym")
    let searched = try await harness.send(
      "POST", "/1/indexes/films/synonyms/search", #"{"query": "movie"}"#)
    #expect(searched.body["nbHits"] == 1)
    let bad = try await harness.send(
      "PUT", "/1/indexes/films/synonyms/s2", #"{"type": "synonym", "synonyms": 3}"#)
    #expect(bad.status == 400)

    #expect(try await harness.send("DELETE", "/1/indexes/films/synonyms/s1").status == 200)
    #expect(try await harness.send("POST", "/1/indexes/films/rules/clear", "{}").status == 200)
    harness.engine.waitUntilPublished()
    #expect(try await harness.send("GET", "/1/indexes/films/synonyms/s1").status == 404)
    let plain = try await harness.send("POST", "/1/indexes/films/query", #"{"query": "film"}"#)
    #expect(plain.body["nbHits"] == 0)
    let noRules = try await harness.send("POST", "/1/indexes/films/rules/search", "{}")
    #expect(noRules.body["nbHits"] == 0)
  }
}
