import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A word matched among the records other words left gives the full match's records there")
struct WordMatchWithinTests {
  @Test(
    "marking the candidates or galloping through them, for many or few candidates and terms",
    arguments: ["s", "ga", "sam", "wirele", "laptop"])
  func sameAsTheFullMatch(text: String) throws {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let data = try IndexData(
      records: DemoDataset.records(count: 4000), settings: settings, replicaSettings: []
    ) { _ in }
    let word = QueryWord(text: text, isPrefix: true, maxTypos: 1, terms: data.terms)
    let full = WordMatch(word, terms: data.terms, recordCount: data.count)
    let place = Dictionary(
      uniqueKeysWithValues: zip(Array(full.records), Array(full.places)))
    var generator = SeededGenerator(seed: 3)
    // From a few candidates (galloping) to most records (marking, past 256 of them).
    for share in [50, 8, 2, 1] {
      let candidates = (0..<UInt32(data.count)).filter { _ in
        Int.random(in: 0..<share, using: &generator) == 0
      }
      let list = PostingList(IndexArray(candidates), candidates.indices)
      let found = WordMatch(word, terms: data.terms, within: list, recordCount: data.count)
      let expected = candidates.filter { place[$0] != nil }
      #expect(Array(found.records) == expected, "\(text) 1/\(share)")
      #expect(Array(found.places) == expected.map { place[$0]! }, "\(text) 1/\(share)")
    }
  }
}
