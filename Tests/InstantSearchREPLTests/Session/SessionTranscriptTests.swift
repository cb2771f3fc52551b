import InstantSearchREPL
import LineEditor
import Testing

@Suite("Scripted sessions")
@MainActor
struct SessionTranscriptTests {
  @Test("Opening a folder searches its primary index and lists its sort orders")
  func open() async throws {
    let (transcript, status) = try await ShopFolder.run([])
    #expect(status == 0)
    #expect(transcript.output.contains("records in shop; sort orders: shop, shop_price_asc"))
    #expect(transcript.output.contains("6 hits"))
    #expect(transcript.errors.isEmpty)
  }

  @Test("search, a bare line, hits and page go through the searcher")
  func search() async throws {
    let (transcript, status) = try await ShopFolder.run(["search red", "hat", "hits 1", "page 2"])
    #expect(status == 1)
    let output = transcript.output
    #expect(output.contains("3 hits"))
    #expect(output.contains("query \"red\""))
    #expect(output.contains("Red running shoe"))
    #expect(output.contains("2 hits"))
    #expect(output.contains("query \"hat\""))
    #expect(transcript.errors == "error: page: there is only one page\n")
  }

  @Test("indices shows the Sort By list; sort clicks it by position or name")
  func sortBy() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "indices", "sort 1", "indices", "sort shop",
    ])
    #expect(status == 0)
    let output = transcript.output
    #expect(output.contains("Sort by\n* 0  shop\n  1  shop_price_asc\n"))
    #expect(output.contains("sorted by shop_price_asc"))
    #expect(output.contains("Sort by\n  0  shop\n* 1  shop_price_asc\n"))
    #expect(output.contains("sorted by shop\n"))
    let cheapest = try #require(output.range(of: "sorted by shop_price_asc"))
    let afterSort = output[cheapest.upperBound...]
    #expect(
      afterSort.firstRange(of: "Green hat")!.lowerBound
        < afterSort.firstRange(of: "Red hat")!.lowerBound)
  }

  @Test("sort alone lets the terminal controller ask")
  func sortAsks() async throws {
    let (transcript, _) = try await ShopFolder.run(["sort"], answers: ["1"])
    #expect(transcript.output.contains("sort by> 1\n"))
    #expect(transcript.output.contains("sorted by shop_price_asc"))
  }

  @Test("Bad commands are reported and the session goes on")
  func errors() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "sort 7", "sort nowhere", "facets", "open /no/such/place", "help", "use sortby nothing",
    ])
    #expect(status == 1)
    let errors = transcript.errors
    #expect(errors.contains("error: sort: no sort order 7; indices lists 0 to 1\n"))
    #expect(
      errors.contains(
        "error: sort: unknown index \"nowhere\"; sort orders: shop, shop_price_asc; "
          + "to search for \"sort nowhere\", type: search sort nowhere\n")
    )
    #expect(
      errors.contains("error: facets: expected an attribute, optionally a text and how many values")
    )
    #expect(errors.contains("error: open: no file or folder at /no/such/place\n"))
    #expect(errors.contains("error: use: "))
    #expect(transcript.output.contains("help [COMMAND]"))
  }

  @Test("facets shows values, counts and bars")
  func facets() async throws {
    let (transcript, status) = try await ShopFolder.run(["facets brand"])
    #expect(status == 0)
    #expect(transcript.output.contains("  Acme             2  ██████████████████████████████\n"))
    #expect(transcript.output.contains("  Dolce & Gabbana  2  "))
    #expect(transcript.output.contains("  Hatters          2  "))
  }

  @Test("JSON mode prints one object per command")
  func json() async throws {
    let (transcript, _) = try await ShopFolder.run(["search hat", "indices", "sort 9"], json: true)
    let lines = transcript.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix(#"{"command":"open","index":"shop","query":"","#))
    #expect(lines[1].contains(#""nbHits":2"#))
    #expect(
      lines[2]
        == #"{"command":"indices","indices":["shop","shop_price_asc"],"selected":0,"controller":"terminal"}"#
    )
    #expect(lines[3].contains(#""error":"sort: no sort order 9"#))
  }
}
