import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A group as the filters string can tell it: ORed or not (a single filter is both), and its
/// filters.
struct GroupShape: Equatable, CustomStringConvertible {
  let disjunctive: Bool
  let filters: [Filter]

  init(_ group: any FilterGroupType) {
    filters = group.erasedFilters
    disjunctive = group.isDisjunctive && group.filters.count > 1
  }

  var description: String { "\(disjunctive ? "OR" : "AND")\(filters)" }
}

@Suite("Round trips between filter groups and the filters string")
struct FilterRoundTripTests {
  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func parsingTheEncodingGivesTheSameGroups(seed: UInt64) throws {
    var generator = FilterGenerator(rng: SeededGenerator(seed: seed))
    for _ in 0..<300 {
      let snapshot = generator.snapshot()
      let text = snapshot.filtersString
      let parsed = try FilterParser().parseFilters(text ?? "")
      let expected = snapshot.toFilterGroups().map(GroupShape.init)
      #expect(parsed.map(GroupShape.init) == expected, "\(text ?? "nil")")
      #expect(FilterGroupConverter().sql(parsed) == text)
    }
  }

  @Test(arguments: [7, 8, 9] as [UInt64])
  func everyFilterParsesBack(seed: UInt64) throws {
    var generator = FilterGenerator(rng: SeededGenerator(seed: seed))
    for _ in 0..<500 {
      let filter = generator.filter(of: generator.pick(Filter.Kind.allCases))
      let text = FilterGroupConverter().sql(filter)
      #expect(try FilterParser().parseFilter(text) == filter, "\(text)")
    }
  }

  static let pieces = [
    "a", "b:c", ":", " ", "(", ")", "AND", "OR", "NOT", "TO", "\"", "'", "\\", "<", ">", "=", "!",
    "<score=", "1", "-", ".", "5.5", "_tags", "é", "\u{0}", "\n", "<=", ">=", "!=", "x y", "\"q\"",
  ]

  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func anyStringGivesGroupsOrAnError(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var parsedCount = 0
    for _ in 0..<4000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...14, using: &rng) {
        if Int.random(in: 0..<8, using: &rng) == 0 {
          let scalar = Unicode.Scalar(UInt8.random(in: 0...127, using: &rng))
          text.unicodeScalars.append(scalar)
        } else {
          text += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)]
        }
        if Bool.random(using: &rng) { text += " " }
      }
      do {
        let groups = try FilterParser().parseFilters(text)
        parsedCount += 1
        // encode(parse(s)) is stable.
        let encoded = FilterGroupConverter().sql(groups)
        let again = FilterGroupConverter().sql(try FilterParser().parseFilters(encoded ?? ""))
        #expect(again == encoded, "\(text)")
      } catch {
        #expect(error.description.hasPrefix("filters: "))
        #expect(error.column >= 1 && error.column <= text.count + 1, "\(text): \(error)")
      }
    }
    #expect(parsedCount > 50)
  }
}
