import LineEditor
import Testing

@testable import InstantSearchREPL

@Suite("Completion vocabulary")
struct CompletionVocabularyTests {
  private var vocabulary: CompletionVocabulary {
    var vocabulary = CompletionVocabulary()
    vocabulary.indexNames = ["products", "products_price_asc"]
    vocabulary.attributes = ["brand", "color"]
    vocabulary.facetValues = ["brand": ["Apple", "Dolce & Gabbana"]]
    vocabulary.groups = ["or:brand"]
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
      ("clear --except or:", .list(["or:brand", "or:color"])),
      ("use sortby m", .insert("enu ")),
      ("page n", .insert("ext ")),
      ("connect a", .insert("lgolia ")),
      ("search x", .beep),
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
}
