import InstantSearchREPL
import LineEditor
import Testing

@Suite("Facet search in the facets command")
@MainActor
struct FacetSearchCommandTests {
  @Test("facets ATTRIBUTE TEXT lists the matching values, selected ones marked, in context")
  func search() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "facets brand ha", "filter add or:brand brand:Acme", "facets brand ac", "search red",
      "facets brand h", "facets brand",
    ])
    #expect(status == 0)
    let output = transcript.output
    #expect(output.contains("  Hatters  2  "))
    #expect(output.contains("* Acme  2  "), "a searched value keeps its selection")
    #expect(output.contains("  Hatters  1  "), "counted under the query")
    #expect(output.contains("* Acme             1  "), "all values again, without a text")
  }

  @Test("no match, and a facet that cannot be searched, are errors naming the attribute")
  func errors() async throws {
    let (transcript, status) = try await ShopFolder.run(["facets brand zzz", "facets price x"])
    #expect(status == 1)
    #expect(transcript.errors.contains("facets: no value of \"brand\" matches \"zzz\""))
    #expect(
      transcript.errors.contains(
        "facets: cannot search the values of \"price\": HTTP 400: Cannot search in `price`"))
  }

  @Test("on the demo index, facets brand sam finds Samsung with its count")
  func demo() async {
    let (transcript, status) = await DemoSession.run(["facets brand sam"])
    #expect(status == 0)
    #expect(transcript.output.contains("  Samsung  "))
  }
}
