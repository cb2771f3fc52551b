import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Facet counts over the matching records equal counting each record's values")
struct FacetCountTests {
  @Test(
    "single- and multi-valued columns, few or many values, from a few matches to all records",
    arguments: ["brand", "categories", "price", "hierarchicalCategories.lvl1"])
  func sameAsCountingEachRecord(attribute: String) throws {
    let data = try IndexData.demo(count: 3000)
    let column = try #require(data.facets[attribute])
    var generator = SeededGenerator(seed: 7)
    // One record in `share` matches, or (a negative share) all but one in `-share`: nearly
    // every record, counted by those that do not match.
    for share in [1000, 50, 4, 1, -10, -50, -3000] {
      let matching = (0..<UInt32(data.count)).filter { _ in
        (Int.random(in: 0..<abs(share), using: &generator) == 0) == (share > 0)
      }
      let matched = Set(matching)
      var expected = [Int](repeating: 0, count: column.valueCount)
      for id in 0..<column.valueCount {
        for record in column.posting(Int32(id)) where matched.contains(record) {
          expected[id] += 1
        }
      }
      #expect(IndexView.count(column, matching) == expected, "\(attribute) 1/\(share)")
      #expect(
        IndexView.complement(of: matching, below: data.count)
          == (0..<UInt32(data.count)).filter { !matched.contains($0) }, "1/\(share)")
      #expect(
        FacetTally.of(column, matching) == FacetTally(counts: expected), "\(attribute) 1/\(share)")
    }
    #expect(IndexView.count(column, nil) == column.counts)
  }

  @Test("the records that do not match: before, between and after the matches")
  func complement() {
    #expect(IndexView.complement(of: [], below: 3) == [0, 1, 2])
    #expect(IndexView.complement(of: [2], below: 5) == [0, 1, 3, 4])
    #expect(IndexView.complement(of: [0, 1, 2], below: 3) == [])
    #expect(IndexView.complement(of: [1, 2, 5, 6, 9], below: 12) == [0, 3, 4, 7, 8, 10, 11])
  }

  @Test("few matches of a column of many values are tallied by sorting their values")
  func sparseTally() throws {
    let data = try IndexData.demo(count: 3000)
    let price = try #require(data.facets["price"])
    let categories = try #require(data.facets["categories"])
    #expect(FacetTally.isSparse(price, 20))
    #expect(!FacetTally.isSparse(price, 1000))
    #expect(!FacetTally.isSparse(categories, 20))
    let matching: [UInt32] = [3, 17, 256, 2999]
    #expect(
      FacetTally.of(price, matching) == FacetTally(counts: IndexView.count(price, matching)))
    // A multi-valued column of many values: records of two or three values, some repeated.
    var tags = FacetColumn(attribute: "tags", caseSensitive: true)
    tags.displays = (0..<5000).map { "t\($0)" }
    tags.numbers = Array(repeating: nil, count: 5000)
    var starts: [UInt32] = [0]
    var values: [Int32] = []
    for record in 0..<1000 {
      values += [Int32(record * 7 % 5000), Int32(record * 13 % 5000)]
      if record % 3 == 0 { values.append(Int32(record * 7 % 5000)) }
      starts.append(UInt32(values.count))
    }
    tags.recordStarts = IndexArray(starts)
    tags.recordValues = IndexArray(values)
    let few: [UInt32] = [0, 3, 10, 500, 714, 999]
    #expect(FacetTally.isSparse(tags, few.count))
    #expect(FacetTally.of(tags, few) == FacetTally(counts: IndexView.count(tags, few)))
    #expect(FacetTally.of(tags, few).counts.contains(2))
  }
}
