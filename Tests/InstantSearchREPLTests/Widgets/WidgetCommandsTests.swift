import InstantSearchCore
import InstantSearchREPL
import LineEditor
import Testing

@Suite("Toggle, range and paging commands in scripted sessions")
@MainActor
struct WidgetCommandsTests {
  @Test("range keeps the records in range and shows the bounds; off removes it")
  func range() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "range price 20 60", "range price off", "range price 60 20",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("price 20 – 60 of 20 – 900\n3 hits"))
    #expect(transcript.output.contains("price any of 20 – 900\n6 hits"))
    #expect(transcript.errors.contains("range: the minimum is larger than the maximum"))
  }

  @Test("number sets, steps and removes one comparison; without an operator it must be one")
  func number() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "number price >= 60", "number price + 100", "number price < 30", "number price +",
      "number price >= off", "number price 5",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("price >= 60 of 20 – 900\n3 hits"))
    #expect(transcript.output.contains("price >= 160 of 20 – 900\n2 hits"))
    #expect(transcript.errors.contains("number: price has comparisons with"))
    #expect(transcript.output.contains("price >= any of 20 – 900\n2 hits"))
    #expect(transcript.errors.contains("number: expected an operator"))
  }

  @Test("list shows the price bands and switches them; bands OR together")
  func list() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "list 1", "list 4", "list 1", "list", "list 9",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("1 [x] price < 25\n2 [ ] 25 ≤ price < 100"))
    #expect(transcript.output.contains("4 [ ] price ≥ 500\n1 hit"))
    #expect(transcript.output.contains("4 [x] price ≥ 500\n3 hits"))
    #expect(
      transcript.output.contains(
        "1 [ ] price < 25\n2 [ ] 25 ≤ price < 100\n3 [ ] 100 ≤ price < 500\n4 [x] price ≥ 500\n"
          + "2 hits"
      ))
    #expect(transcript.output.hasSuffix("4 [x] price ≥ 500\n"))
    #expect(transcript.errors.contains("list: no item '9': choose a number from 1 to 4"))
  }

  @Test("adjacent price bands are half-open: a price on a shared bound is in one band only")
  func listBounds() async throws {
    let prices = [24.99, 25, 99.99, 100, 499.5, 500]
    let records = JSON.array(
      prices.enumerated().map { ["objectID": .string("\($0)"), "price": .number($1)] })
    let lines = ["list 1", "list 1", "list 2", "list 2", "list 3", "list 3", "list 4"]
    let (transcript, status) = try await JSONFolder.run(
      lines, files: ["bands": records, "bands_settings": ["attributesForFaceting": ["price"]]])
    #expect(status == 0)
    let counts = transcript.output.split(separator: "\n").compactMap { line in
      line.firstMatch(of: #/^([0-9]+) hits? in /#).map { Int($0.1)! }
    }
    // All six at the start, then each band on and off again (all six) in turn; the last one
    // stays on.
    #expect(counts == [6, 1, 6, 2, 6, 2, 6, 1])
    #expect(transcript.output.contains("2 [x] 25 ≤ price < 100"))
  }

  @Test("relevant shows relevant sort on the virtual replica and switches to all hits and back")
  func relevant() async throws {
    let (transcript, status) = await DemoSession.run([
      "sort products_rating_desc", "search lens", "relevant", "relevant all", "relevant only",
      "sort products", "relevant all", "relevant maybe",
    ])
    #expect(status == 1)
    let relevant = try #require(
      transcript.output.firstMatch(of: /([0-9,]+) relevant results of ([0-9,]+) · show all/))
    let sorted = Int(relevant.1.filter(\.isNumber))!
    #expect(sorted < Int(relevant.2.filter(\.isNumber))!)
    #expect(transcript.output.contains("all \(relevant.2) results · show relevant only"))
    #expect(transcript.output.components(separatedBy: String(relevant.0)).count == 3)
    #expect(transcript.errors.contains("relevant: products is not a virtual replica"))
    #expect(transcript.errors.contains("relevant: expected all or only, found \"maybe\""))
  }

  @Test("in --json, number, list and relevant report their widget's state")
  func json() async throws {
    let (transcript, status) = try await ShopFolder.run(
      ["number price >= 60", "list 1", "relevant"], json: true)
    #expect(status == 0)
    #expect(
      transcript.output.contains(
        #""number":{"attribute":"price","operator":">=","number":60,"bounds":[20,900]}"#))
    #expect(transcript.output.contains(#""list":[{"filter":"price < 25","selected":true},"#))
    #expect(transcript.output.contains(#""relevantSort":null"#))
  }

  @Test("toggle switches a facet value on with its count, and off again")
  func toggle() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "toggle brand Acme", "toggle brand Acme",
    ])
    #expect(status == 0)
    #expect(transcript.output.contains("[x] brand: Acme (2)\n2 hits"))
    #expect(transcript.output.contains("[ ] brand: Acme (2)\n6 hits"))
  }

  @Test("hits more and next say when there is nothing more; prev when on the first page")
  func paging() async throws {
    let (transcript, status) = try await ShopFolder.run(["hits more", "next", "prev"])
    #expect(status == 1)
    #expect(transcript.errors.contains("hits more: all 6 hits are shown"))
    #expect(transcript.errors.contains("page: there is only one page"))
    #expect(transcript.errors.contains("page: already on the first page"))
  }

  @Test("page last and page first go to the ends; the page line lists the pages around")
  func pageEnds() async throws {
    let (transcript, status) = await DemoSession.run(["page last", "page first", "page 7"])
    #expect(status == 0)
    #expect(transcript.output.contains("page 50/50: 1 … 44 45 46 47 48 49 [50]\n"))
    #expect(transcript.output.contains("page 1/50: [1] 2 3 4 5 6 7 … 50\n"))
    #expect(transcript.output.contains("page 7/50: 1 … 4 5 6 [7] 8 9 10 … 50\n"))
  }

  @Test("after page N, next and prev the page is named once: in the page line, not the stats")
  func pageNamedOnce() async throws {
    let (transcript, status) = await DemoSession.run(["search phone", "page 2", "next", "prev"])
    #expect(status == 0)
    for page in [2, 3, 2] {
      #expect(transcript.output.contains("page \(page)/50: "))
    }
    let lines = transcript.output.split(separator: "\n")
    #expect(lines.filter { $0.contains("page 2/50") }.count == 2, "page 2 and prev")
    #expect(lines.filter { $0.contains("page 3/50") }.count == 1)
    // The launch's and the search's stats lines name their page; those of page, next and
    // prev leave it to the page line above them.
    let stats = lines.filter { $0.contains(" hits in ") }
    #expect(stats.count == 5)
    #expect(stats.dropFirst().first?.contains(" · page 1/50 · ") == true, "\(stats)")
    #expect(stats.dropFirst(2).allSatisfy { !$0.contains("page") }, "\(stats)")
  }

  @Test("hits more grows the list page by page on the demo index")
  func more() async throws {
    let (transcript, status) = await DemoSession.run(["hits more", "hits more"])
    #expect(status == 0)
    #expect(transcript.output.contains("40 of 10000 shown; more to load"))
    #expect(transcript.output.contains("60 of 10000 shown; more to load"))
    #expect(transcript.output.contains("\n41 "))
  }
}
