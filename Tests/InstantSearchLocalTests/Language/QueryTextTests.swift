import Testing

@testable import InstantSearchLocal

@Suite("A query's words: the whole query's tokens unless a quote or a minus asks more")
struct QueryTextTests {
  /// The words, phrases, exclusions and ending of `query` as one comparable value.
  private func read(_ query: String, phrases: Bool = true, exclusions: Bool = true) -> String {
    let text = QueryText(query, phrases: phrases, exclusions: exclusions)
    return "\(text.words) \(text.phraseOfWord) \(text.phrases) \(text.excluded) \(text.endsInWord)"
  }

  @Test("plain queries: their tokens, no phrase, ended or not by their last character")
  func plain() {
    #expect(
      read("Sony  WIRELESS hea") == #"["sony", "wireless", "hea"] [nil, nil, nil] [] [] true"#)
    #expect(read("tv ") == #"["tv"] [nil] [] [] false"#)
    #expect(read("") == "[] [] [] [] false")
    #expect(read("crème brûlée") == #"["creme", "brulee"] [nil, nil] [] [] true"#)
    // A minus inside a word, and a quote, when advanced syntax does not read them.
    #expect(
      read("wi-fi \"x\"", phrases: false, exclusions: false)
        == #"["wi", "fi", "x"] [nil, nil, nil] [] [] false"#)
  }

  @Test("a quote makes a phrase and a minus after a space excludes, as before")
  func advanced() {
    #expect(
      read("\"smart watch\" apple -band")
        == #"["smart", "watch", "apple"] [Optional(0), Optional(0), nil] [Range(0..<2)] ["band"] true"#
    )
    #expect(read("wi-fi") == #"["wi", "fi"] [nil, nil] [] [] true"#)
    #expect(read("tv \"") == #"["tv"] [nil] [] [] false"#)
  }
}
