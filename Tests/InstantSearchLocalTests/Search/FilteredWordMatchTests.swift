import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A one-word query's matches that pass a filter keep their places")
struct FilteredWordMatchTests {
  @Test(
    "the records and places of one pass equal the filtered records and their places sought",
    arguments: ["s", "sam", "laptop", "wirele"])
  func sameAsFilteringThenSeeking(text: String) throws {
    let data = try IndexData.demo(count: 4000)
    let word = QueryWord(text: text, isPrefix: true, maxTypos: 1, terms: data.terms)
    let match = WordMatch(word, terms: data.terms, recordCount: data.count)
    #expect(match.records.count > 10)
    var generator = SeededGenerator(seed: 5)
    // Filters passing most records, some, few and none; and one smaller than the index.
    for share in [1, 2, 8, 50, 0] {
      let members = (0..<UInt32(data.count)).filter { _ in
        share > 0 && Int.random(in: 0..<share, using: &generator) == 0
      }
      for capacity in [data.count, data.count / 2] {
        let filter = Bitmap(capacity: capacity, members: members.filter { $0 < capacity })
        let (records, places) = IndexView.filtered(match, filter)
        let expected = Array(match.records).filter {
          Int($0) < capacity && filter.contains($0)
        }
        #expect(records == expected, "\(text) 1/\(share) below \(capacity)")
        #expect(places == [match.places(of: expected)], "\(text) 1/\(share) below \(capacity)")
      }
    }
  }
}
