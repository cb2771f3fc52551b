import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A word matched among the records other words left gives the full match's records there")
struct WordMatchWithinTests {
  @Test(
    "marking the candidates or galloping through them, for many or few candidates and terms",
    arguments: ["s", "ga", "sam", "wirele", "laptop"])
  func sameAsTheFullMatch(text: String) throws {
    let data = try IndexData.demo(count: 4000)
    let word = QueryWord(text: text, isPrefix: true, maxTypos: 1, terms: data.terms)
    let full = WordMatch(word, terms: data.terms, recordCount: data.count)
    let place = Dictionary(
      uniqueKeysWithValues: zip(Array(full.records), Array(full.places)))
    var generator = SeededGenerator(seed: 3)
    // From a few candidates (galloping) to most records (marking).
    for share in [50, 8, 2, 1] {
      let list = Self.candidates(share, of: data.count, &generator)
      let candidates = Array(list)
      let found = WordMatch(word, terms: data.terms, within: list, recordCount: data.count)
      let expected = candidates.filter { place[$0] != nil }
      #expect(Array(found.records) == expected, "\(text) 1/\(share)")
      #expect(Array(found.places) == expected.map { place[$0]! }, "\(text) 1/\(share)")
    }
  }

  @Test(
    "a word of many terms unites their postings, each record's best place, sorted or marked",
    arguments: ["s", "ga", "sam", "pro", "ca"])
  func unitesTheTerms(text: String) throws {
    let data = try IndexData.demo(count: 4000)
    let word = QueryWord(text: text, isPrefix: true, maxTypos: 1, terms: data.terms)
    #expect(word.matches.count > 1)
    var best: [UInt32: UInt32] = [:]
    for match in word.matches {
      let flags = MatchPlace.flags(typos: match.typos, exact: match.exact)
      let postings = data.terms.postings[Int(match.term)]
      let places = data.terms.places[Int(match.term)]
      for index in postings.indices {
        best[postings[index]] = min(best[postings[index]] ?? .max, places[index] | flags)
      }
    }
    let records = best.keys.sorted()
    // The whole index, then as if it held eight times the records (the sorted pairs' way).
    for recordCount in [data.count, data.count * 8] {
      let united = WordMatch(word, terms: data.terms, recordCount: recordCount)
      #expect(Array(united.records) == records, "\(text) of \(recordCount)")
      #expect(Array(united.places) == records.map { best[$0]! }, "\(text) of \(recordCount)")
    }
  }

  @Test("the cost model takes both ways over those words and candidates")
  func bothWaysAreTaken() throws {
    let data = try IndexData.demo(count: 4000)
    var generator = SeededGenerator(seed: 3)
    var ways: Set<Bool> = []
    for text in ["s", "ga", "sam", "wirele", "laptop"] {
      let word = QueryWord(text: text, isPrefix: true, maxTypos: 1, terms: data.terms)
      for share in [50, 8, 2, 1] {
        let list = Self.candidates(share, of: data.count, &generator)
        ways.insert(
          WordMatch.marksCandidates(list.count, word, terms: data.terms, recordCount: data.count))
      }
    }
    #expect(ways == [true, false])
  }

  /// About one record in `share` of `count`, drawn.
  static func candidates(_ share: Int, of count: Int, _ generator: inout SeededGenerator)
    -> PostingList
  {
    let records = (0..<UInt32(count)).filter { _ in
      Int.random(in: 0..<share, using: &generator) == 0
    }
    return PostingList(IndexArray(records), records.indices)
  }
}
