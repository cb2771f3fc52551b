import Testing

@testable import InstantSearchLocal

/// The vocabulary's order (for prefix ranges and the typo index) is the words' byte order.
@Suite("The vocabulary's order")
struct VocabularySortTests {
  static func reference(_ words: [String]) -> [Int32] {
    words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
      .map(Int32.init)
  }

  @Test("the radix passes and the runs of shared first bytes give the words' byte order")
  func byteOrder() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let letters = Array("abcz09éü漢")
    var words = Set<String>()
    while words.count < 20_000 {
      // Shared stems longer than eight bytes, short words, and scalars past ASCII.
      let stem = ["", "abcdefgh", "abcdefghij", "zzzzzzzzzzzz", "é"][next(5)]
      words.insert(stem + String((0..<next(12)).map { _ in letters[next(letters.count)] }))
    }
    let vocabulary = Array(words)
    #expect(TermIndex.sortedIDs(vocabulary) == Self.reference(vocabulary))
    for small in [[], ["one"], ["b", "a"], ["abcdefgh", "abcdefg", "abcdefghi", "a"]] {
      #expect(TermIndex.sortedIDs(small) == Self.reference(small), "\(small)")
    }
  }
}
