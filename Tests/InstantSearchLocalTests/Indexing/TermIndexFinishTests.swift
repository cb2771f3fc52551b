import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("The inverted index's finish")
struct TermIndexFinishTests {
  /// Words of letters only (the tokenizer keeps them whole), distinct for distinct `n`.
  static func word(_ n: Int) -> String {
    var n = n
    var text = "w"
    repeat {
      text.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(n % 26))))
      n /= 26
    } while n > 0
    return text
  }

  @Test("a vocabulary large enough for the postings' own thread finds every word's records")
  func largeVocabulary() throws {
    let count = TermIndex.threadedFinish + 5_000
    let client = LocalClient()
    try client.addIndex(
      named: "words",
      records: (0..<count).map { n in
        // Each record: its own word, and a word it shares with every seventh record.
        ["objectID": .string("\(n)"), "text": .string("\(Self.word(n)) shared\(n % 7)")]
      })
    for n in stride(from: 0, to: count, by: 997) {
      let response = try client.search(
        indexName: "words", parameters: ["query": .string(Self.word(n)), "typoTolerance": false])
      #expect(response["hits"]?.arrayValue?.first?["objectID"] == .string("\(n)"), "\(n)")
    }
    let shared = try client.search(
      indexName: "words", parameters: ["query": "shared3", "typoTolerance": false])
    #expect(shared["nbHits"]?.intValue == (0..<count).filter { $0 % 7 == 3 }.count)
  }
}
