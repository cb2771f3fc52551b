import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Facet counts over the matching records equal counting each record's values")
struct FacetCountTests {
  @Test(
    "single- and multi-valued columns, few or many values, from a few matches to all records",
    arguments: ["brand", "categories", "price", "hierarchicalCategories.lvl1"])
  func sameAsCountingEachRecord(attribute: String) throws {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let data = try IndexData(
      records: DemoDataset.records(count: 3000), settings: settings, replicaSettings: []
    ) { _ in }
    let column = try #require(data.facets[attribute])
    var generator = SeededGenerator(seed: 7)
    for share in [1000, 50, 4, 1] {
      let matching = (0..<UInt32(data.count)).filter { _ in
        Int.random(in: 0..<share, using: &generator) == 0
      }
      let matched = Set(matching)
      var expected = [Int](repeating: 0, count: column.valueCount)
      for id in 0..<column.valueCount {
        for record in column.posting(Int32(id)) where matched.contains(record) {
          expected[id] += 1
        }
      }
      #expect(IndexView.count(column, matching) == expected, "\(attribute) 1/\(share)")
    }
    #expect(IndexView.count(column, nil) == column.counts)
  }
}
