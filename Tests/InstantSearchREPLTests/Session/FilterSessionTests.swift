import InstantSearchREPL
import LineEditor
import Testing

@Suite("Filters in scripted sessions")
@MainActor
struct FilterSessionTests {
  @Test("filter add narrows the hits; OR groups widen, groups AND together")
  func add() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add or:brand brand:Acme",
      "filter add or:brand brand:\"Dolce & Gabbana\"",
      "filter add and:price price < 100",
      "filters",
    ])
    #expect(status == 0)
    let output = transcript.output
    #expect(output.contains("added \"brand\":\"Acme\" to or:brand\n2 hits"))
    #expect(output.contains("added \"brand\":\"Dolce & Gabbana\" to or:brand\n4 hits"))
    #expect(output.contains("added \"price\" < 100 to and:price\n2 hits"))
    #expect(output.contains("or:brand   \"brand\":\"Acme\" OR \"brand\":\"Dolce & Gabbana\"\n"))
    #expect(output.contains("and:price  \"price\" < 100\n"))
    #expect(
      output.contains(
        "filters string: ( \"brand\":\"Acme\" OR \"brand\":\"Dolce & Gabbana\" ) AND ( \"price\" < 100 )"
      ))
  }

  @Test("filters lines up group names by their display width, wide characters counting two")
  func wideGroupNames() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add or:品牌 brand:Acme", "filter add and:price price < 100", "filters",
    ])
    #expect(status == 0)
    // `or:品牌` takes 7 columns, `and:price` 9: both filters start at column 11.
    #expect(transcript.output.contains("or:品牌    \"brand\":\"Acme\"\n"))
    #expect(transcript.output.contains("and:price  \"price\" < 100\n"))
  }

  @Test("filter rm removes one filter; removing a missing one is an error")
  func remove() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add or:brand brand:Acme", "filter rm or:brand brand:Acme",
      "filter rm or:brand brand:Acme", "filters",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("removed \"brand\":\"Acme\" from or:brand\n6 hits"))
    #expect(
      transcript.errors
        == "error: filter: \"brand\":\"Acme\" is not in or:brand; filters lists them\n")
    #expect(transcript.output.contains("no filters\nfilters string: (none)"))
  }

  @Test(
    "clear: everything, the groups given, or all but those",
    arguments: [
      ("clear", "cleared; filters now: none"),
      ("clear or:brand", "cleared; filters now: ( \"price\" < 100 ) AND ( \"_tags\":\"new\" )"),
      ("clear or:brand and:price", "cleared; filters now: ( \"_tags\":\"new\" )"),
      ("clear --except or:brand", "cleared; filters now: ( \"brand\":\"Acme\" )"),
      (
        "clear --except or:brand and:price",
        "cleared; filters now: ( \"brand\":\"Acme\" ) AND ( \"price\" < 100 )"
      ),
    ]
  )
  func clear(command: String, expected: String) async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add or:brand brand:Acme", "filter add and:price price < 100",
      "filter add or:tags:tag _tags:new", command,
    ])
    #expect(status == 0)
    #expect(transcript.output.contains(expected + "\n"))
  }

  @Test("A bad filter names its column on the line; a filter of the wrong kind is refused")
  func badFilters() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add and:price price >",
      "filter add or:price:numeric brand:Acme",
      "filter add hierarchical:cat price > 3",
    ])
    #expect(status == 1)
    let errors = transcript.errors.split(separator: "\n")
    #expect(errors.count == 3)
    #expect(errors[0].hasPrefix("error: filter: "))
    #expect(errors[0].hasSuffix("at col 29 in \"price >\""))
    #expect(
      errors[1]
        == "error: filter: group or:price:numeric holds numeric filters; brand:Acme is a facet filter"
    )
    #expect(errors[2].hasSuffix("price > 3 is a numeric filter"))
  }

  @Test("facets marks the values selected in the attribute's OR group")
  func facetSelection() async throws {
    let (transcript, _) = try await ShopFolder.run([
      "filter add or:brand brand:Hatters", "facets brand", "facets brand 1",
    ])
    #expect(transcript.output.contains("* Hatters          2  "))
    #expect(transcript.output.contains("  Acme             2  "))
    #expect(
      transcript.output.contains(
        "* Hatters  2  ██████████████████████████████\n… 2 more values: facets brand 3\n"))
  }
}
