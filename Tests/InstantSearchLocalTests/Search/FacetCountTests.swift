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
      let matches = Bitmap(capacity: data.count, members: matching)
      #expect(
        column.valueBitmaps.histogram(column, matches).map(Int.init) == expected,
        "\(attribute) by bitmaps 1/\(share)")
    }
    #expect(IndexView.count(column, nil) == column.counts)
  }

  @Test("a counter chooses the values' bitmaps for many matches of a column of few values")
  func bitmapChoice() throws {
    let data = try IndexData.demo(count: 3000)
    let brand = try #require(data.facets["brand"])
    let categories = try #require(data.facets["categories"])
    let price = try #require(data.facets["price"])
    let counter = FacetCounter([])
    // (Results named first: an expectation on a call would print the whole column.)
    let manyOfCategories = counter.usesBitmaps(categories, 1500)
    #expect(manyOfCategories)
    // Few matches: a step for each of their values costs less than a pass over the bitmaps.
    let fewOfBrand = counter.usesBitmaps(brand, 20)
    let fewOfCategories = counter.usesBitmaps(categories, 20)
    #expect(!fewOfBrand && !fewOfCategories)
    // Nearly every record: the few that do not match are counted.
    let nearlyAll = counter.usesBitmaps(categories, 2900)
    #expect(!nearlyAll)
    // A value a record: no value is frequent enough for a bitmap.
    #expect(price.valueBitmaps.starts.allSatisfy { $0 < 0 })
    let manyOfPrice = counter.usesBitmaps(price, 1500)
    #expect(!manyOfPrice)
    // The frequent brands have bitmaps, the rare ones are counted from their postings.
    #expect(brand.valueBitmaps.starts.contains { $0 >= 0 })
    #expect(brand.valueBitmaps.starts.contains { $0 < 0 })
  }

  @Test("one counter over several columns shares the matches' bitmap and counts each right")
  func sharedMatches() throws {
    let data = try IndexData.demo(count: 3000)
    let matching = (0..<UInt32(2000)).filter { $0 % 3 != 0 }
    var counter = FacetCounter(matching)
    for attribute in ["brand", "categories", "price", "brand", "hierarchicalCategories.lvl0"] {
      let column = try #require(data.facets[attribute])
      #expect(
        counter.tally(column) == FacetTally(counts: IndexView.count(column, matching)),
        "\(attribute)")
    }
  }

  @Test(
    "a column's bitmaps are made anew when its postings change; a repeated posting counts twice")
  func bitmapsFollowPostings() {
    var column = FacetColumn(attribute: "tags", caseSensitive: true)
    column.displays = ["a", "b"]
    column.numbers = [nil, nil]
    column.recordStarts = [0, 1, 2, 3, 4]
    column.recordValues = [0, 0, 1, 0]
    column.postingStarts = [0, 3, 4]
    column.postingRecords = [0, 1, 3, 2]
    let matches = Bitmap(capacity: 4, members: [1, 2, 3])
    #expect(column.valueBitmaps.histogram(column, matches) == [2, 1])
    var copy = column
    // Record 3 holds `a` twice: its postings name it twice, and no bitmap can say so.
    copy.recordValues = [0, 0, 1, 0, 0]
    copy.recordStarts = [0, 1, 2, 3, 5]
    copy.postingStarts = [0, 4, 5]
    copy.postingRecords = [0, 1, 3, 3, 2]
    #expect(copy.valueBitmaps.starts == [-1, 0])
    #expect(copy.valueBitmaps.histogram(copy, matches) == [3, 1])
    #expect(
      copy.valueBitmaps.histogram(copy, matches).map(Int.init) == IndexView.count(copy, [1, 2, 3]))
    #expect(column.valueBitmaps.histogram(column, matches) == [2, 1])
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
