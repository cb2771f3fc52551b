import InstantSearchCore
import LineEditor
import Testing

@testable import InstantSearchREPL

@Suite("Completion vocabulary")
struct CompletionVocabularyTests {
  private var vocabulary: CompletionVocabulary {
    var vocabulary = CompletionVocabulary()
    vocabulary.indexNames = ["products", "products_price_asc"]
    vocabulary.attributes = ["brand", "color"]
    vocabulary.facetValues = ["brand": ["Apple", "Dolce & Gabbana", "Zara"]]
    vocabulary.groups = ["or:brand", "and:price"]
    vocabulary.groupFilters = [
      "or:brand": ["brand:Apple", #"brand:"Dolce & Gabbana""#], "and:price": ["price > 100"],
    ]
    vocabulary.controllerIDs = ["sortby": ["terminal", "menu"]]
    return vocabulary
  }

  @Test(
    "Tab completes what fits where the cursor is",
    arguments: [
      ("ind", CompletionAction.insert("ices ")),
      ("help fil", .insert("ter")),
      ("sort products_p", .insert("rice_asc ")),
      ("sort pro", .insert("ducts")),
      ("facets b", .insert("rand ")),
      ("filter a", .insert("dd ")),
      ("filter add or:b", .insert("rand ")),
      ("filter add or:brand b", .insert("rand:")),
      ("filter add or:brand brand:A", .insert("pple ")),
      ("filter add or:brand brand:\"D", .insert("olce & Gabbana\" ")),
      ("filter add or:brand NOT brand:A", .insert("pple ")),
      ("clear --e", .insert("xcept ")),
      ("clear --except o", .insert("r:brand ")),
      ("use sortby m", .insert("enu ")),
      // use offers the kinds' names, not the older words it still takes (pages, menu).
      ("use pa", .insert("gination ")),
      ("use hie", .insert("rarchical-menu ")),
      ("tell mu", .insert("lti-index-hits ")),
      ("page n", .insert("ext ")),
      ("connect a", .insert("lgolia ")),
      ("search x", .beep),
      // An opening quote offers every value, plain ones too.
      ("filter add or:brand brand:\"A", .insert("pple\" ")),
      ("filter add or:brand brand:\"Z", .insert("ara\" ")),
      // filter rm offers the groups that hold filters, then the group's own filters.
      ("filter rm o", .insert("r:brand ")),
      ("filter rm or:brand b", .insert("rand:")),
      ("filter rm or:brand brand:", .list([#"brand:"Dolce & Gabbana""#, "brand:Apple"])),
      ("filter rm or:brand brand:Z", .beep),
      ("filter rm and:price price > 1", .insert("00 ")),
      ("filter rm or:color color:", .beep),
      // clear offers only the groups that hold filters, each once.
      ("clear ", .list(["--except", "and:price", "or:brand"])),
      ("clear or:brand ", .insert("and:price ")),
      ("clear or:c", .beep),
    ]
  )
  func complete(line: String, expected: CompletionAction) {
    #expect(vocabulary.complete(line).action == expected)
  }

  @Test("Values are quoted when the filters syntax needs it")
  func quoting() {
    #expect(CompletionVocabulary.quoted("Apple") == "Apple")
    #expect(CompletionVocabulary.quoted("Dolce & Gabbana") == "\"Dolce & Gabbana\"")
    #expect(CompletionVocabulary.quoted("say \"hi\"") == #""say \"hi\"""#)
    #expect(CompletionVocabulary.quoted("OR") == "\"OR\"")
    #expect(CompletionVocabulary.quoted("") == "\"\"")
  }

  @Test(
    "A group's filters are offered as filter add takes them, and read back the same",
    arguments: [
      "brand:Apple", #"brand:"Dolce & Gabbana""#, "NOT brand:Apple", "price > 10",
      "price <= 0.5", "NOT price > 3", "price:10 TO 20", "_tags:new", "NOT _tags:old",
      "inStock:true", "size:42",
    ]
  )
  func typedFilters(text: String) throws {
    let filter = try Filter(parsing: text)
    #expect(CompletionVocabulary.typed(filter) == text)
    #expect(try Filter(parsing: CompletionVocabulary.typed(filter)) == filter)
  }

  @Test("The session publishes the groups that hold filters, with their filters as typed")
  @MainActor func sessionGroups() async throws {
    let folder = try ShopFolder()
    defer { folder.remove() }
    let session = Session(configuration: .testing(Transcript()))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    for line in [
      "filter add or:brand brand:Acme", "filter add or:brand brand:\"Dolce & Gabbana\"",
      "filter add and:price price > 10", "filter add and:tag _tags:new", "clear and:tag",
    ] {
      #expect(await session.execute(line) == .succeeded)
    }
    let vocabulary = session.vocabulary.snapshot
    #expect(Set(vocabulary.groups) == ["or:brand", "and:price"])
    #expect(
      Set(vocabulary.groupFilters["or:brand"] ?? []) == ["brand:Acme", #"brand:"Dolce & Gabbana""#])
    #expect(vocabulary.groupFilters["and:price"] == ["price > 10"])
    #expect(vocabulary.complete("clear and:").action == .insert("price "))
  }

  @Test("The session publishes each facet's values of the last search, most frequent first")
  @MainActor func sessionFacetValues() async throws {
    let folder = try ShopFolder()
    defer { folder.remove() }
    let session = Session(configuration: .testing(Transcript()))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    #expect(await session.execute("search shoe") == .succeeded)
    #expect(session.vocabulary.snapshot.facetValues["brand"] == ["Acme", "Dolce & Gabbana"])
    #expect(session.vocabulary.snapshot.attributes == ["brand", "price"])
    // One record each: by value.
    #expect(await session.execute("search red") == .succeeded)
    #expect(
      session.vocabulary.snapshot.facetValues["brand"] == ["Acme", "Dolce & Gabbana", "Hatters"])
    #expect(session.vocabulary.snapshot.facetValues["price"] == ["25", "50", "900"])
  }
}
