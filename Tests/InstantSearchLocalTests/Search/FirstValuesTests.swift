import Testing

@testable import InstantSearchLocal

@Suite("The facet values a response shows: the first by count, then by value")
struct FirstValuesTests {
  /// Every value sorted as the response orders them, then the first `limit`.
  private static func expected(
    _ counts: [Int], sortBy: String, limit: Int, precedes: (Int, Int) -> Bool
  ) -> [Int] {
    let all = Array(counts.indices)
    let sorted =
      sortBy == "alpha"
      ? all.sorted(by: precedes)
      : all.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : precedes($0, $1) }
    return Array(sorted.prefix(limit))
  }

  @Test(
    "random counts with many ties give the first values of a full sort, in value order or not",
    arguments: [false, true])
  func againstFullSort(inValueOrder: Bool) {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      let size = Int.random(in: 0...400, using: &generator)
      // Few distinct counts, so that the value shown last ties with many.
      let highest = round % 3 == 0 ? 2 : 8
      let counts = (0..<size).map { _ in Int.random(in: 1...highest, using: &generator) }
      // Texts unlike the positions' order, and each its own.
      let display = { (position: Int) in String((position * 7919) % 100_003) }
      let precedes = { (a: Int, b: Int) in
        inValueOrder ? a < b : display(a).utf8.lexicographicallyPrecedes(display(b).utf8)
      }
      for sortBy in ["count", "alpha"] {
        let limit = Int.random(in: 0...120, using: &generator)
        let found = IndexView.firstValues(
          counts, sortBy: sortBy, limit: limit, inValueOrder: inValueOrder, display: display)
        #expect(
          found == Self.expected(counts, sortBy: sortBy, limit: limit, precedes: precedes),
          "size \(size), limit \(limit), sortBy \(sortBy)")
      }
    }
  }
}
