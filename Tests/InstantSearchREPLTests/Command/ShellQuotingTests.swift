import InstantSearchCore
import LineEditor
import Testing

@testable import InstantSearchREPL

/// Arguments read like a shell's in every command but the search text and a filter's
/// expression: quotes group words and are removed, a backslash escapes; Tab offers values with
/// spaces quoted.
@Suite("Shell-like arguments")
struct ShellQuotingTests {
  @Test("menu reads a quoted value as one value, with or without the hierarchy's name")
  func menuWords() throws {
    let quoted = try #require(
      try CommandRegistry.parse(#"menu hierarchicalCategories "Audio > Accessories""#)
        as? MenuCommand)
    #expect(quoted.words == ["hierarchicalCategories", "Audio > Accessories"])
    let single = try #require(
      try CommandRegistry.parse("menu 'Audio > Accessories'") as? MenuCommand)
    #expect(single.words == ["Audio > Accessories"])
    let escaped = try #require(try CommandRegistry.parse(#"menu Home\ Audio"#) as? MenuCommand)
    #expect(escaped.words == ["Home Audio"])
    let facets = ["hierarchicalCategories.lvl0": ["Audio": 3]]
    #expect(
      try MenuCommand.resolve(quoted.words, facets: facets, last: nil).choice
        == "Audio > Accessories")
    #expect(
      try MenuCommand.resolve(["Audio", ">", "Accessories"], facets: facets, last: nil).choice
        == "Audio > Accessories")
  }

  @Test("tell and a filter's group unquote; the filter expression and search keep their quotes")
  func otherCommands() throws {
    let tell = try #require(
      try CommandRegistry.parse(#"tell facets brand "Hewlett Packard""#) as? TellCommand)
    #expect(tell.text == "Hewlett Packard")
    let filter = try #require(
      try CommandRegistry.parse(#"filter add "or:brand" brand:"Hewlett Packard""#)
        as? FilterCommand)
    #expect(filter.group.description == "or:brand")
    #expect(filter.expression == #"brand:"Hewlett Packard""#)
    let search = try #require(try CommandRegistry.parse(#"search "red shoes""#) as? SearchCommand)
    #expect(search.text == #""red shoes""#)
  }

  @Test("Tab offers a value with spaces quoted as the word was opened, else escaped")
  func completion() {
    var vocabulary = CompletionVocabulary()
    vocabulary.attributes = ["brand"]
    vocabulary.facetValues = [
      "brand": ["Hewlett Packard", "Apple"],
      "hierarchicalCategories.lvl0": ["Audio > Accessories", "Cameras"],
    ]
    #expect(vocabulary.complete("tell facets brand Hew").action == .insert(#"lett\ Packard "#))
    #expect(vocabulary.complete(#"tell facets brand "Hew"#).action == .insert(#"lett Packard" "#))
    #expect(vocabulary.complete("tell facets brand 'Hew").action == .insert("lett Packard' "))
    #expect(
      vocabulary.complete(#"menu hierarchicalCategories "Au"#).action
        == .insert(#"dio > Accessories" "#))
    #expect(
      vocabulary.complete(#"menu "hierarchicalCategories" Cam"#).action == .insert("eras "))
    #expect(vocabulary.complete(#"tell facets brand Hewlett\ P"#).action == .insert("ackard "))
  }

  @Test("a quoted menu value selects as the unquoted one does, in a session")
  @MainActor
  func menuSession() async throws {
    let (transcript, status) = try await ShopFolder.run(
      [#"menu categories "Shoes > Running""#, "menu off", "menu 'Shoes > Running'"],
      hierarchical: true)
    #expect(status == 0, "\(transcript.errors)")
    #expect(transcript.errors.isEmpty)
    #expect(transcript.output.components(separatedBy: "All > Shoes > Running\n").count == 3)
  }
}
