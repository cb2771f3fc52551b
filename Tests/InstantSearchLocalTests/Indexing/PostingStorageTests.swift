import InstantSearchCore
import InstantSearchLocal
import Testing

/// The inverted index's postings, collected compressed while building and written out flat:
/// every record and every place must come back, for terms of one posting and of thousands, with
/// gaps between records and word positions that take one, two and three bytes to store.
@Suite("Posting lists: collected compressed, stored flat")
struct PostingStorageTests {
  static let recordCount = 17_000

  /// The word position of `common` in record `number`'s body.
  static func commonPosition(_ number: Int) -> Int { number < 1200 ? number % 200 : 0 }

  /// Records whose words fill thousands of slices: `common` in every body after a run of
  /// filler words, `sparse` first in the titles of three records far apart.
  static func client() throws -> LocalClient {
    let records: [JSON] = (0..<recordCount).map { number in
      let sparse = [0, 400, recordCount - 1].contains(number)
      let filler = Array(repeating: "filler", count: commonPosition(number))
      return [
        "objectID": .string("r\(number)"), "n": .number(Double(number)),
        "title": .string((sparse ? "sparse " : "") + "title\(number % 3)"),
        "body": .string((filler + ["common", "w\(number % 11)"]).joined(separator: " ")),
      ]
    }
    let client = LocalClient()
    try client.addIndex(
      named: "postings", records: records,
      settings: ["searchableAttributes": ["title", "body"]])
    return client
  }

  @Test("every posting comes back: long lists with their positions, rare and single words")
  func postings() throws {
    let client = try Self.client()
    try longList(client)
    try sparseLists(client)
  }

  /// Every record of a long list comes back once, with the word's own position.
  func longList(_ client: LocalClient) throws {
    var seen = Set<String>()
    for start in stride(from: 0, to: Self.recordCount, by: 1000) {
      let response = try client.search(
        indexName: "postings",
        parameters: [
          "query": "common", "typoTolerance": false, "hitsPerPage": 1000,
          "getRankingInfo": true, "filters": .string("n >= \(start) AND n < \(start + 1000)"),
        ])
      #expect(response["nbHits"] == .number(1000), "records \(start)..<\(start + 1000)")
      for hit in response["hits"]?.arrayValue ?? [] {
        let id = hit["objectID"]?.stringValue ?? ""
        let number = Int(id.dropFirst()) ?? -1
        seen.insert(id)
        // Body is the second level: 1000 plus the word position.
        #expect(
          hit["_rankingInfo"]?["firstMatchedWord"]
            == .number(Double(1000 + Self.commonPosition(number))), "\(id)")
      }
    }
    #expect(seen.count == Self.recordCount)
  }

  /// A rare word keeps its records across large gaps, and a word of one record its own.
  func sparseLists(_ client: LocalClient) throws {
    let sparse = try client.search(
      indexName: "postings", parameters: ["query": "sparse", "getRankingInfo": true])
    let ids = (sparse["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
    #expect(Set(ids) == ["r0", "r400", "r\(Self.recordCount - 1)"])
    for hit in sparse["hits"]?.arrayValue ?? [] {
      #expect(hit["_rankingInfo"]?["firstMatchedWord"] == 0)
    }
    let tens = try client.search(
      indexName: "postings", parameters: ["query": "w10", "typoTolerance": false])
    #expect(tens["nbHits"] == .number(Double((0..<Self.recordCount).count { $0 % 11 == 10 })))
    let filler = try client.search(
      indexName: "postings", parameters: ["query": "filler", "typoTolerance": false])
    // Records below 1200 with a position above 0.
    #expect(filler["nbHits"] == .number(Double((0..<1200).count { Self.commonPosition($0) > 0 })))
  }
}
