import InstantSearchCore
import Testing

@Suite("A highlighted value read as runs")
struct HighlightPartsTests {
  typealias Part = Highlight.Part

  @Test("matches between the tags, the text around them, no tag and no empty run")
  func runs() {
    #expect(
      Highlight(value: "a <em>red</em> <em>sh</em>oe").parts() == [
        Part("a ", isHighlighted: false), Part("red", isHighlighted: true),
        Part(" ", isHighlighted: false), Part("sh", isHighlighted: true),
        Part("oe", isHighlighted: false),
      ])
    #expect(
      Highlight(value: "<em>Galaxy</em><em>S21</em>").parts() == [
        Part("Galaxy", isHighlighted: true), Part("S21", isHighlighted: true),
      ])
    #expect(Highlight(value: "plain").parts() == [Part("plain", isHighlighted: false)])
    #expect(Highlight(value: "").parts().isEmpty)
    #expect(Highlight(value: "<em></em>x").parts() == [Part("x", isHighlighted: false)])
  }

  @Test("an unclosed opening tag is left out; a lone closing tag stays in the text")
  func unbalanced() {
    #expect(
      Highlight(value: "a <em>open").parts() == [
        Part("a ", isHighlighted: false), Part("open", isHighlighted: false),
      ])
    #expect(Highlight(value: "x</em>y").parts() == [Part("x</em>y", isHighlighted: false)])
  }

  @Test("the request's own tags, and text that is not ASCII around and inside them")
  func tagsAndUnicode() {
    #expect(
      Highlight(value: "Sony Bravia __T__éle__/T__vision 📺").parts(
        preTag: "__T__", postTag: "__/T__")
        == [
          Part("Sony Bravia ", isHighlighted: false), Part("éle", isHighlighted: true),
          Part("vision 📺", isHighlighted: false),
        ])
    // A combining accent just after a closing tag: the tag is found by its bytes.
    #expect(
      Highlight(value: "<em>e</em>\u{301}t\u{E9}").parts() == [
        Part("e", isHighlighted: true), Part("\u{301}t\u{E9}", isHighlighted: false),
      ])
    #expect(Highlight(value: "<em>x</em>").parts(preTag: "", postTag: "").count == 1)
  }
}
