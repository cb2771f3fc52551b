import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("The facet values shown are the first of all the values sorted, chosen without sorting all")
struct FacetOrderTests {
  @Test(
    "by count or by value, any limit, over columns of few values, many values and many ties",
    arguments: ["brand", "categories", "price", "rating", "hierarchicalCategories.lvl2"])
  func sameAsSortingAll(attribute: String) throws {
    let data = try IndexData.demo(count: 3000)
    let column = try #require(data.facets[attribute])
    var generator = SeededGenerator(seed: 11)
    for share in [300, 20, 3, 1] {
      let matching = (0..<UInt32(data.count)).filter { _ in
        Int.random(in: 0..<share, using: &generator) == 0
      }
      let counts = IndexView.count(column, matching)
      for sortBy in ["count", "alpha"] {
        let all = Self.order(column, counts, sortBy: sortBy)
        #expect(all.count == counts.count { $0 > 0 })
        for limit in [0, 1, 2, 5, 10, 100, 1000] {
          #expect(
            Self.order(column, counts, sortBy: sortBy, limit: limit)
              == Array(all.prefix(limit)),
            "\(attribute) 1/\(share) \(sortBy) \(limit)")
        }
      }
    }
  }

  @Test("ties at the last value shown are broken by value, among many values of one count")
  func tiesByValue() throws {
    var column = FacetColumn(attribute: "tag", caseSensitive: true)
    column.displays = (0..<500).map { "v\(($0 * 7919) % 500)" }
    column.numbers = Array(repeating: nil, count: 500)
    let counts = (0..<500).map { $0 % 3 == 0 ? 2 : 1 }
    let all = Self.order(column, counts, sortBy: "count")
    // The 167 values of count 2 first, each group by its text's bytes.
    #expect(all.prefix(167).allSatisfy { counts[$0] == 2 })
    let texts = all.map { Array(column.displays[$0].utf8) }
    #expect(
      texts.prefix(167).elementsEqual(texts.prefix(167).sorted { $0.lexicographicallyPrecedes($1) })
    )
    #expect(
      texts.dropFirst(167).elementsEqual(
        texts.dropFirst(167).sorted { $0.lexicographicallyPrecedes($1) }))
    for limit in [1, 150, 167, 168, 200, 499] {
      #expect(
        Self.order(column, counts, sortBy: "count", limit: limit) == Array(all.prefix(limit)))
    }
  }

  /// The value ids `IndexView.order` shows of counts by value id, in order.
  static func order(_ column: FacetColumn, _ counts: [Int], sortBy: String, limit: Int = .max)
    -> [Int]
  {
    let tally = FacetTally(counts: counts)
    return IndexView.order(column, tally, sortBy: sortBy, limit: limit).map { tally.ids[$0] }
  }
}
