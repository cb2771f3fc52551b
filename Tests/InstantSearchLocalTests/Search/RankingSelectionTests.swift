import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("The first hits are selected criterion by criterion, as sorting every key gives them")
struct RankingSelectionTests {
  /// A demo index whose custom ranking has few values (many ties), with its view; `ranking`
  /// replaces the default when given.
  private static func view(customRanking: JSON, ranking: JSON? = nil) throws -> IndexView {
    var settings = DemoDataset.settings.objectValue ?? [:]
    settings["replicas"] = nil
    settings["customRanking"] = customRanking
    if let ranking { settings["ranking"] = ranking }
    let client = LocalClient()
    try client.addIndex(
      named: "items", records: DemoDataset.records(count: 3000), settings: .object(settings))
    return try client.view("items")
  }

  /// Places as searches make them, drawn from a few values so that criteria tie often.
  private static func places(
    words: Int, count: Int, slots: Int, using generator: inout SeededGenerator
  ) -> [[UInt32]] {
    (0..<words).map { _ in
      (0..<count).map { _ in
        if Int.random(in: 0..<20, using: &generator) == 0 { return MatchPlace.missing }
        let location = MatchPlace.location(
          slot: Int.random(in: 0..<slots, using: &generator),
          position: UInt32.random(in: 0..<4, using: &generator))
        return location
          | MatchPlace.flags(
            typos: Int.random(in: 0...2, using: &generator) / 2,
            exact: Bool.random(using: &generator))
      }
    }
  }

  /// Rankings whose criteria take more than one 64-bit step: a sort column first, columns
  /// between the text criteria, more columns than fit with them.
  static let wideRankings: [JSON] = [
    [
      "asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact",
      "custom",
    ],
    ["typo", "desc(price)", "words", "proximity", "attribute", "desc(rating)", "exact", "custom"],
    ["desc(rating)", "asc(popularity)", "desc(price)", "typo", "words", "attribute", "custom"],
  ]

  @Test(
    "random matches with ties on every criterion, with and without geo groups, for page sizes from 1 past the matches",
    arguments: [["desc(popularity)"], ["desc(rating)"], []] as [JSON])
  func equalsTheFullSort(customRanking: JSON) throws {
    expectTheFullSort(try Self.view(customRanking: customRanking))
  }

  @Test(
    "the same with rankings that take several 64-bit steps", arguments: wideRankings.indices)
  func equalsTheFullSortInSteps(ranking: Int) throws {
    let view = try Self.view(
      customRanking: ["desc(rating)", "desc(popularity)"], ranking: Self.wideRankings[ranking])
    let layout = RankingLayout(ranking: view.ranking, view: view)
    let bits = layout.fields.reduce(0) { bits, field in
      if case .geo = field { return bits }
      return bits + field.bits
    }
    #expect(bits > 64, "the fields take \(bits) bits")
    expectTheFullSort(view)
  }

  /// Compares the selection with the full sort for random matches of `view`.
  private func expectTheFullSort(_ view: IndexView) {
    let layout = RankingLayout(ranking: view.ranking, view: view)
    var generator = SeededGenerator(seed: 7)
    var compared = 0
    for round in 0..<24 {
      let words = round % 4  // none: a search of excluded words only
      let all = (0..<UInt32(view.data.count)).filter { _ in Bool.random(using: &generator) }
      let records = round % 4 == 0 ? Array(all.prefix(40)) : all
      let places = Self.places(
        words: words, count: records.count, slots: view.data.slotLevels.count,
        using: &generator)
      let geo =
        round % 2 == 0
        ? nil : records.map { _ in UInt32.random(in: 0..<3, using: &generator) * 1000 }
      let full = layout.keys(records: records, places: places, geo: geo, view: view).sorted()
      for limit in [1, 5, 20, 200, records.count + 5] {
        let selected = layout.smallestKeys(
          limit: limit, records: records, places: places, geo: geo, view: view)
        #expect(selected == Array(full.prefix(limit)), "round \(round), limit \(limit)")
        compared += 1
      }
    }
    #expect(compared == 120)
  }

  @Test("the threshold is the rank-th smallest value, with the values below and equal to it")
  func threshold() {
    var values: [UInt32] = [9, 3, 7, 3, 70, 1, 3, 8]
    let found = values.withUnsafeMutableBufferPointer {
      RankingLayout.smallest(3, of: $0, cap: 63)
    }
    #expect(found.value == 3 && found.below == 1 && found.equal == 3)
    // Values are capped in place: 70 becomes 63.
    #expect(values[4] == 63)
    var same: [UInt32] = [4, 4, 4]
    let tied = same.withUnsafeMutableBufferPointer { RankingLayout.smallest(2, of: $0, cap: 63) }
    #expect(tied.value == 4 && tied.below == 0 && tied.equal == 3)
  }
}
