import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Whether a search sets an option group's parameters, found without hashing every key")
struct OptionReaderTests {
  @Test("every parameter of the text, snippet and geo options is found, in the request or settings")
  func everyName() {
    for (names, lengths) in [
      (TextOptions.parameterNames, TextOptions.parameterLengths),
      (SnippetOptions.parameterNames, SnippetOptions.parameterLengths),
      (GeoQuery.parameterNames, GeoQuery.parameterLengths),
    ] {
      for name in names {
        let set: JSONObject = ["query": "phone", name: true]
        #expect(OptionReader.anySet(names, lengths: lengths, request: set, settings: [:]))
        #expect(OptionReader.anySet(names, lengths: lengths, request: [:], settings: set))
      }
      let neither: JSONObject = ["query": "phone", "typoTolerance": false, "hitsPerPage": 5]
      #expect(!OptionReader.anySet(names, lengths: lengths, request: neither, settings: neither))
    }
  }

  @Test("a key of the same length as a name, or of 63 bytes and more, is looked up")
  func sameLengths() {
    let long = String(repeating: "a", count: 70)
    let names: Set<String> = ["synonyms", long]
    let lengths = OptionReader.lengths(of: names)
    #expect(lengths == (1 as UInt64) << 8 | 1 << 63)
    #expect(!OptionReader.anySet(names, lengths: lengths, request: ["synonymz": 1], settings: [:]))
    #expect(OptionReader.anySet(names, lengths: lengths, request: ["synonyms": 1], settings: [:]))
    let longer = String(repeating: "a", count: 64)
    #expect(!OptionReader.anySet(names, lengths: lengths, request: [longer: 1], settings: [:]))
    #expect(OptionReader.anySet(names, lengths: lengths, request: [long: 1], settings: [:]))
  }
}
