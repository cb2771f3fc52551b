import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Words matched from the rarest up give the records they all match on the way")
struct NarrowedWordsTests {
  @Test(
    "the records found on the way are the words' matches intersected",
    arguments: [
      ["samsung", "gam"], ["sony", "wireless", "hea"], ["dell", "pro", "lap"], ["s", "s"],
      ["laptop", "zzzz"], ["apple", "smart", "wa"],
    ])
  func commonRecords(texts: [String]) throws {
    let client = LocalClient()
    try client.addIndex(
      named: "items", records: DemoDataset.records(count: 3000),
      settings: DemoDataset.settings)
    let view = try client.view("items")
    var words = texts.enumerated().map { offset, text in
      QueryWord(
        text: text, isPrefix: offset == texts.count - 1, maxTypos: text.count >= 4 ? 1 : 0,
        terms: view.data.terms)
    }
    let (matches, common) = try view.wordMatches(&words, narrowing: true)
    let expected = matches.dropFirst().reduce(Array(matches[0].records)) { records, match in
      match.intersect(records)
    }
    #expect(common == expected, "\(texts)")
    if texts == ["samsung", "gam"] { #expect(common?.isEmpty == false) }
    // Combined from them, the same records and places as intersecting again.
    let text = QueryText(texts.joined(separator: " "), phrases: false, exclusions: false)
    let given = view.combine(
      matches, optional: [], filter: nil, excluded: [], text: text, browseAll: false,
      common: common)
    let again = view.combine(
      matches, optional: [], filter: nil, excluded: [], text: text, browseAll: false)
    #expect(given.0 == again.0 && given.1 == again.1, "\(texts)")
    // Unnarrowed, nothing is found on the way.
    #expect(try view.wordMatches(&words, narrowing: false).common == nil)
  }
}
