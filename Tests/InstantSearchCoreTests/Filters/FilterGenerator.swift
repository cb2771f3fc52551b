import InstantSearchCore
import InstantSearchTestSupport

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
