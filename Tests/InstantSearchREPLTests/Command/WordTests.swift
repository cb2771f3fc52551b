import InstantSearchREPL
import Testing

@Suite("Words")
struct WordTests {
  @Test("Quotes keep spaces, backslashes escape, columns point at words")
  func split() throws {
    let words = try Word.split(#"open "a b" c\ d 'e"f'"#)
    #expect(words.map(\.text) == ["open", "a b", "c d", #"e"f"#])
    #expect(words.map(\.column) == [1, 6, 12, 17])
  }

  @Test("An unterminated quote is an error at its column")
  func unterminated() {
    #expect(throws: CommandError.unterminatedQuote(column: 4)) { try Word.split(#"ab "cd"#) }
  }
}
