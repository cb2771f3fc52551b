import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// The remaining examples of REFERENCE-BEHAVIOUR §2.4, in our number format.
@Suite("Reference examples of whole filters strings")
@MainActor
struct FilterStateExamplesTests {
  typealias Facet = Filter.Facet
  typealias Numeric = Filter.Numeric
  typealias Tag = Filter.Tag

  @Test func numbers() {
    let state = FilterState()
    state[and: "g"].addAll([
      Numeric(attribute: "big", operator: .greaterThan, value: 1e16),
      Facet(attribute: "flag", boolValue: false),
      Numeric(attribute: "price", operator: .lessThanOrEqual, value: -5),
      Facet(attribute: "ratio", floatValue: 0.5), Facet(attribute: "size", floatValue: 10),
      Numeric(attribute: "tiny", operator: .greaterThan, value: 0.00001),
      Numeric(attribute: "year", range: 2000...2010),
    ])
    #expect(
      state.filtersString
        == #"( "big" > 10000000000000000 AND "flag":false AND "price" <= -5 AND "ratio":0.5 AND "size":10 AND "tiny" > 0.00001 AND "year":2000 TO 2010 )"#
    )
  }

  @Test func scoreAndNegation() {
    let state = FilterState()
    state[or: "brand"].addAll([
      Facet(attribute: "brand", stringValue: "sony", isNegated: true, score: 3),
      Facet(attribute: "brand", stringValue: "apple", score: 1),
    ])
    #expect(state.filtersString == #"( "brand":"apple"<score=1> OR NOT "brand":"sony"<score=3> )"#)
  }

  @Test func escaping() {
    let state = FilterState()
    state[and: "g"].addAll([
      Facet(attribute: "unicode", stringValue: "café & crème"),
      Facet(attribute: #"na"me"#, stringValue: #"a\b "c" d:e"#), Tag(value: #"it's "x""#),
    ])
    #expect(
      state.filtersString
        == #"( "_tags":"it's \"x\"" AND "na\"me":"a\\b \"c\" d:e" AND "unicode":"café & crème" )"#)
  }

  @Test func tagsAndNumericsInOneAndGroup() {
    let state = FilterState()
    state[or: "category"].add(Facet(attribute: "category", stringValue: "table"))
    state[and: "other"].addAll([
      Tag(value: "Tom"), Numeric(attribute: "price", operator: .greaterThan, value: 10),
    ])
    #expect(
      state.filtersString == #"( "category":"table" ) AND ( "_tags":"Tom" AND "price" > 10 )"#)
    state[or: "category"].add(Facet(attribute: "category", stringValue: "chair"))
    state[and: "other"].add(Numeric(attribute: "price", operator: .lessThan, value: 20))
    #expect(
      state.filtersString
        == #"( "category":"chair" OR "category":"table" ) AND ( "_tags":"Tom" AND "price" < 20 AND "price" > 10 )"#
    )
    state.removeAll()
    #expect(state.filtersString == nil)
  }

  @Test func removingTheOnlyFilter() {
    let state = FilterState()
    let filter = Numeric(attribute: "price", operator: .greaterThan, value: 10)
    state[and: "price"].add(filter)
    #expect(state.filtersString == #"( "price" > 10 )"#)
    state[and: "price"].remove(filter)
    #expect(state.filtersString == nil)
    state[or: "category"].addAll([
      Facet(attribute: "category", stringValue: "table"),
      Facet(attribute: "category", stringValue: "chair"),
    ])
    state[and: "sizes"].addAll([
      Numeric(attribute: "size", operator: .greaterThan, value: 20),
      Numeric(attribute: "price", operator: .greaterThan, value: 10),
    ])
    #expect(
      state.filtersString
        == #"( "category":"chair" OR "category":"table" ) AND ( "price" > 10 AND "size" > 20 )"#)
  }

  @Test func sameStateSameStringWhateverTheInsertionOrder() {
    var rng = SeededGenerator(seed: 99)
    var generator = FilterGenerator(rng: rng)
    let filters = (0..<200).map { _ in generator.filter(of: generator.pick(Filter.Kind.allCases)) }
    let ids: [FilterGroup.ID] = [.and(name: "a"), .and(name: "b"), .hierarchical(name: "a")]
    var reference: String?
    for round in 0..<5 {
      var snapshot = FilterStateSnapshot()
      let order = round == 0 ? filters : filters.shuffled(using: &rng)
      for (index, filter) in order.enumerated() {
        snapshot.add(filter, toGroupWithID: ids[filters.firstIndex(of: filter)! % ids.count])
        if index % 3 == 0 { snapshot.addAll([filter], toGroupWithID: .and(name: "b")) }
      }
      var full = snapshot
      full.addAll(filters, toGroupWithID: .and(name: "b"))
      if round == 0 {
        reference = full.filtersString
      } else {
        #expect(full.filtersString == reference)
      }
    }
  }
}
