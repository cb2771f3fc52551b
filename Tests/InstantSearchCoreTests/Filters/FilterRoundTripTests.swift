import InstantSearchCore
import Testing

/// A small deterministic generator (SplitMix64), so every run checks the same cases.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random filters and states with the awkward cases: quotes, backslashes, keywords, unicode,
/// blanks, tiny and huge numbers, negation, scores.
struct FilterGenerator {
  var rng: SeededGenerator

  static let words = [
    "red", "a b", #"say "hi""#, #"back\slash"#, "AND", "OR", "NOT", "TO", "true", "007", "",
    "café & crème", "(x)", "a:b", "<score=1>", "it's", "\t", "日本", "-5", "price > 3",
  ]
  static let attributes = [
    "color", "brand", "price", "cat.lvl0", "my attr", #"na"me"#, #"b\s"#, "AND", "é", "10", "",
  ]

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

  mutating func number() -> Double {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return Double(Int.random(in: -1000...1000, using: &rng))
    case 1: return Double.random(in: -1e6...1e6, using: &rng)
    case 2: return Double.random(in: -1...1, using: &rng) * 1e-9
    case 3: return Double.random(in: 1e15...1e22, using: &rng)
    default:
      while true {
        let value = Double(bitPattern: rng.next())
        if value.isFinite { return value }
      }
    }
  }

  mutating func facet() -> Filter.Facet {
    let value: Filter.Facet.ValueType
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: value = .string(pick(Self.words))
    case 1: value = .number(number())
    default: value = .bool(Bool.random(using: &rng))
    }
    let score: Int? = Bool.random(using: &rng) ? nil : Int.random(in: -5...100, using: &rng)
    return Filter.Facet(
      attribute: pick(Self.attributes), value: value, isNegated: Bool.random(using: &rng),
      score: score)
  }

  mutating func numeric() -> Filter.Numeric {
    let attribute = pick(Self.attributes)
    let negated = Bool.random(using: &rng)
    if Bool.random(using: &rng) {
      let a = number()
      let b = number()
      return Filter.Numeric(attribute: attribute, range: min(a, b)...max(a, b), isNegated: negated)
    }
    return Filter.Numeric(
      attribute: attribute, operator: pick(Filter.Numeric.Operator.allCases), value: number(),
      isNegated: negated)
  }

  mutating func tag() -> Filter.Tag {
    Filter.Tag(value: pick(Self.words), isNegated: Bool.random(using: &rng))
  }

  mutating func filter(of kind: Filter.Kind) -> Filter {
    switch kind {
    case .facet: .facet(facet())
    case .numeric: .numeric(numeric())
    case .tag: .tag(tag())
    }
  }

  mutating func snapshot() -> FilterStateSnapshot {
    var snapshot = FilterStateSnapshot()
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      let name = pick(["a", "b", "B", "_h", "é", ""])
      let kind = pick(Filter.Kind.allCases)
      let id: FilterGroup.ID
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: id = .or(name: name, filterType: kind)
      case 1: id = .and(name: name)
      default: id = .hierarchical(name: name)
      }
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let filterKind = id.acceptedKind ?? pick(Filter.Kind.allCases)
        snapshot.add(filter(of: filterKind), toGroupWithID: id)
      }
    }
    return snapshot
  }
}

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
