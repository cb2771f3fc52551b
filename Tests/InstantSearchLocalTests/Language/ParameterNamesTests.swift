import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Whether a search sets a parameter group's names, found without hashing every key")
struct ParameterNamesTests {
  @Test("every parameter of the text, snippet and geo options is found, in the request or settings")
  func everyName() {
    for group in [TextOptions.parameters, SnippetOptions.parameters, GeoQuery.parameters] {
      for name in group.names {
        let set: JSONObject = ["query": "phone", name: true]
        #expect(group.anySet(request: set, settings: [:]))
        #expect(group.anySet(request: [:], settings: set))
      }
      let neither: JSONObject = ["query": "phone", "typoTolerance": false, "hitsPerPage": 5]
      #expect(!group.anySet(request: neither, settings: neither))
    }
  }

  @Test("a key of the same length as a name, or of 63 bytes and more, is looked up")
  func sameLengths() {
    let long = String(repeating: "a", count: 70)
    let group = ParameterNames(["synonyms", long])
    #expect(group.lengths == (1 as UInt64) << 8 | 1 << 63)
    #expect(!group.anySet(request: ["synonymz": 1]))
    #expect(group.anySet(request: ["synonyms": 1]))
    let longer = String(repeating: "a", count: 64)
    #expect(!group.anySet(request: [longer: 1]))
    #expect(group.anySet(request: [long: 1]))
  }
}
