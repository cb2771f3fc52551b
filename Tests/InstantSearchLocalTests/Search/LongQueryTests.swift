import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Long queries and cancelled searches")
struct LongQueryTests {
  @Test("a query longer than 512 bytes is refused with a 400 that says so; 512 bytes pass")
  func queryCap() throws {
    let client = try Fixtures.client()
    let longest = String(repeating: "galaxy ", count: 73) + "a"  // 512 bytes
    #expect(longest.utf8.count == 512)
    #expect(
      try client.search(indexName: "shop", parameters: ["query": .string(longest)])["nbHits"] != nil
    )
    for parameters: JSON in [
      ["query": .string(longest + "b")], ["params": .string("query=" + longest + "b")],
    ] {
      #expect {
        try client.search(indexName: "shop", parameters: parameters)
      } throws: { error in
        guard case SearchError.http(let status, let message) = error else { return false }
        return status == 400 && message.contains("`query` is too long: 513 bytes")
          && message.contains("512")
      }
    }
    // Bytes, not characters: 257 two-byte letters are too many.
    let accented = String(repeating: "é", count: 257)
    #expect(throws: SearchError.self) {
      try client.search(indexName: "shop", parameters: ["query": .string(accented)])
    }
  }

  @Test("every word of a long query must match, whatever the order the engine tries them in")
  func longQueryMatches() throws {
    let client = LocalClient()
    let text = (0..<60).map { "word\($0)" }.joined(separator: " ")
    try client.addIndex(
      named: "long",
      records: [
        ["objectID": "all", "text": .string(text)],
        ["objectID": "most", "text": .string((1..<60).map { "word\($0)" }.joined(separator: " "))],
        ["objectID": "other", "text": "word1 word2 something else"],
      ])
    let query = (0..<60).reversed().map { "word\($0)" }.joined(separator: " ")
    // Without typos: `word1` is one typo away from `word0`.
    let response = try client.search(
      indexName: "long", parameters: ["query": .string(query), "typoTolerance": false])
    #expect(Fixtures.ids(response) == ["all"])
    let two = try client.search(
      indexName: "long", parameters: ["query": "word2 word1", "typoTolerance": false])
    #expect(two["nbHits"] == 3)
  }

  @Test("a search in a cancelled task stops with CancellationError")
  func cancelledSearch() async throws {
    let client = try Fixtures.client()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try client.search(indexName: "shop", parameters: ["query": "galaxy phone"])
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    let searcher = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.search(
        [IndexedQuery(indexName: "shop", query: Query("galaxy"))], strategy: .none)
    }
    await #expect(throws: CancellationError.self) { try await searcher.value }
  }
}
