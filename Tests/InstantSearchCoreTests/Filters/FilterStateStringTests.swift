import InstantSearchCore
import Testing

@Suite("The filters string of a FilterState")
@MainActor
struct FilterStateStringTests {
  typealias Facet = Filter.Facet
  typealias Numeric = Filter.Numeric
  typealias Tag = Filter.Tag

  @Test func emptyStateHasNoString() {
    let state = FilterState()
    #expect(state.filtersString == nil)
    #expect(state.description == "")
    #expect(state.debugDescription == "FilterState {}")
    state[and: "g"].add(Tag(value: "x"))
    state[and: "g"].remove(Tag(value: "x"))
    #expect(state.filtersString == nil)
    #expect(state.isEmpty)
  }

  // REFERENCE-BEHAVIOUR §2.4, first test file, in our number format.
  @Test func groupsOfEveryKind() {
    let state = FilterState()
    state[or: "filterFacets"].addAll([
      Facet(attribute: "category", stringValue: "table"),
      Facet(attribute: "category", stringValue: "chair"),
    ])
    state[and: "filterNumerics"].add(Numeric(attribute: "price", operator: .greaterThan, value: 10))
    state[and: "filterNumerics"].add(Numeric(attribute: "price", operator: .lessThan, value: 20))
    state[and: "filterNumerics"].add(Numeric(attribute: "price", operator: .lessThan, value: 20))
    state[or: "filterTags", Tag.self].addAll(["Hank", "Tom"])
    state[and: "filterTags"].add(Tag(value: "Tom"))
    #expect(
      state.filtersString
        == #"( "category":"chair" OR "category":"table" ) AND ( "price" < 20 AND "price" > 10 ) AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )"#
    )
    state[or: "filterFacets"].remove(Facet(attribute: "category", stringValue: "table"))
    state[and: "filterTags"].removeAll()
    #expect(
      state.filtersString
        == #"( "category":"chair" ) AND ( "price" < 20 AND "price" > 10 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )"#
    )
    state[and: "filterNumerics"].removeAll()
    #expect(
      state.filtersString == #"( "category":"chair" ) AND ( "_tags":"Hank" OR "_tags":"Tom" )"#)
  }

  @Test func negatedFilters() {
    let state = FilterState()
    state[or: "tags", Tag.self].addAll([!Tag(value: "tagA"), !Tag(value: "tagB")])
    state[or: "facets"].addAll([
      Facet(attribute: "featured", boolValue: true, isNegated: true),
      Facet(attribute: "size", floatValue: 40, isNegated: true),
    ])
    #expect(
      state.filtersString
        == #"( NOT "featured":true OR NOT "size":40 ) AND ( NOT "_tags":"tagA" OR NOT "_tags":"tagB" )"#
    )
  }

  @Test func mixedAndGroups() {
    let state = FilterState()
    state[or: "numeric"].addAll([
      Numeric(attribute: "price", operator: .greaterThan, value: 100),
      Numeric(attribute: "size", range: 15...20),
    ])
    state[and: "others"].addAll([
      Facet(attribute: "new", boolValue: true),
      Numeric(attribute: "price", operator: .lessThan, value: 100),
    ])
    state[and: "some"].addAll([
      Tag(value: "someTag"), Facet(attribute: "brand", stringValue: "apple"),
      Facet(attribute: "featured", boolValue: true),
      Numeric(attribute: "price", operator: .greaterThan, value: 20),
      Facet(attribute: "rating", floatValue: 4), Numeric(attribute: "size", range: 15...20),
    ])
    state[or: "tags", Tag.self].addAll(["A", "B", "hm", "other"])
    #expect(
      state.filtersString
        == #"( "price" > 100 OR "size":15 TO 20 ) AND ( "new":true AND "price" < 100 ) AND ( "_tags":"someTag" AND "brand":"apple" AND "featured":true AND "price" > 20 AND "rating":4 AND "size":15 TO 20 ) AND ( "_tags":"A" OR "_tags":"B" OR "_tags":"hm" OR "_tags":"other" )"#
    )
  }

  @Test func removalsAcrossGroups() {
    let state = FilterState()
    state[and: "any"].addAll([
      Tag(value: "a"), Tag(value: "b"), Numeric(attribute: "price", range: 1...10),
    ])
    state[or: "tags", Tag.self].addAll(["a", "b"])
    #expect(
      state.filtersString
        == #"( "_tags":"a" AND "_tags":"b" AND "price":1 TO 10 ) AND ( "_tags":"a" OR "_tags":"b" )"#
    )
    #expect(state.remove(Tag(value: "a")))
    #expect(state.filtersString == #"( "_tags":"b" AND "price":1 TO 10 ) AND ( "_tags":"b" )"#)
    #expect(state[and: "any"].remove(Tag(value: "b")))
    #expect(state.filtersString == #"( "price":1 TO 10 ) AND ( "_tags":"b" )"#)
    state.removeAll(fromGroupWithIDs: [.and(name: "any")])
    #expect(state.filtersString == #"( "_tags":"b" )"#)
    state.removeAll()
    #expect(state.filtersString == nil)
  }

  @Test func removeAllForAnAttribute() {
    let state = FilterState()
    state[or: "price"].addAll([
      Numeric(attribute: "price", operator: .lessThan, value: 20),
      Numeric(attribute: "price", operator: .greaterThan, value: 10),
    ])
    state[or: "tags", Tag.self].addAll(["Hank", "Tom"])
    #expect(
      state.filtersString
        == #"( "price" < 20 OR "price" > 10 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )"#)
    #expect(state.removeAll(for: "price"))
    #expect(state.filtersString == #"( "_tags":"Hank" OR "_tags":"Tom" )"#)
  }

  @Test func scores() {
    let state = FilterState()
    state[and: "type"].add(Facet(attribute: "type", stringValue: "equipment", score: 3))
    state[or: "category"].addAll([
      Facet(attribute: "category", stringValue: "table", score: 5),
      Facet(attribute: "category", stringValue: "chair", score: 10),
    ])
    #expect(
      state.filtersString
        == #"( "category":"chair"<score=10> OR "category":"table"<score=5> ) AND ( "type":"equipment"<score=3> )"#
    )
  }

  // §2.3: groups by name in byte order; filters by their text.
  @Test func groupsSortByNameInByteOrder() {
    let state = FilterState()
    for name in ["brand", "Brand", "_hierarchical", "a b", "10", "9", "é"] {
      state[and: name].add(Facet(attribute: "n", stringValue: name))
    }
    let names = state.toFilterGroups().compactMap(\.name)
    #expect(names == ["10", "9", "Brand", "_hierarchical", "a b", "brand", "é"])
  }

  @Test func filtersSortByTheirText() {
    let state = FilterState()
    state[and: "g"].addAll([
      Facet(attribute: "a", stringValue: "y", isNegated: true),
      Numeric(attribute: "p", operator: .greaterThan, value: 20),
      Facet(attribute: "b", stringValue: "x"),
      Numeric(attribute: "p", operator: .greaterThan, value: 100),
      Tag(value: "t"), Facet(attribute: "B", stringValue: "z"),
      Numeric(attribute: "p", operator: .lessThan, value: 5),
    ])
    #expect(
      state.filtersString
        == #"( "B":"z" AND "_tags":"t" AND "b":"x" AND "p" < 5 AND "p" > 100 AND "p" > 20 AND NOT "a":"y" )"#
    )
  }

  // DECISIONS 3: ties on the name are ordered by kind.
  @Test func sameNameGroupsHaveATotalOrder() {
    let state = FilterState()
    state[hierarchical: "g"].add(Facet(attribute: "h", stringValue: "5"))
    state[and: "g"].add(Facet(attribute: "a", stringValue: "4"))
    state[or: "g", Tag.self].add(Tag(value: "3"))
    state[or: "g", Numeric.self].add(Numeric(attribute: "n", operator: .equals, value: 2))
    state[or: "g", Facet.self].add(Facet(attribute: "f", stringValue: "1"))
    #expect(
      state.filtersString
        == #"( "f":"1" ) AND ( "n" = 2 ) AND ( "_tags":"3" ) AND ( "a":"4" ) AND ( "h":"5" )"#)
    #expect(
      state.groupIDs == [
        .or(name: "g", filterType: .facet), .or(name: "g", filterType: .numeric),
        .or(name: "g", filterType: .tag), .and(name: "g"), .hierarchical(name: "g"),
      ])
    // Insertion order does not matter.
    let other = FilterState()
    other[or: "g", Facet.self].add(Facet(attribute: "f", stringValue: "1"))
    other[or: "g", Numeric.self].add(Numeric(attribute: "n", operator: .equals, value: 2))
    other[or: "g", Tag.self].add(Tag(value: "3"))
    other[and: "g"].add(Facet(attribute: "a", stringValue: "4"))
    other[hierarchical: "g"].add(Facet(attribute: "h", stringValue: "5"))
    #expect(other.filtersString == state.filtersString)
  }

  @Test func hierarchicalGroupSortsByName() {
    let state = FilterState()
    state[and: "color"].add(Facet(attribute: "color", stringValue: "red"))
    state[hierarchical: "_hierarchical"].add(Facet(attribute: "cat.lvl1", stringValue: "a > b"))
    #expect(state.filtersString == #"( "cat.lvl1":"a > b" ) AND ( "color":"red" )"#)
  }

  @Test func sameFilterInTwoKindsOfGroup() {
    let state = FilterState()
    state[or: "x"].add(Facet(attribute: "color", stringValue: "red"))
    state[and: "x"].add(Facet(attribute: "color", stringValue: "red"))
    #expect(state.filtersString == #"( "color":"red" ) AND ( "color":"red" )"#)
  }

  @Test func excludingFiltersForDisjunctiveFaceting() {
    let state = FilterState()
    state[or: "color"].addAll([
      Facet(attribute: "color", stringValue: "red"), Facet(attribute: "color", stringValue: "blue"),
    ])
    state[or: "brand"].add(Facet(attribute: "brand", stringValue: "sony"))
    state[and: "price"].add(Numeric(attribute: "price", operator: .lessThan, value: 9.5))
    #expect(state.disjunctiveFacetsAttributes == ["color", "brand"])
    let withoutColor = state.filtersString { id, filter in
      id.isDisjunctive && filter.attribute == "color"
    }
    #expect(withoutColor == #"( "brand":"sony" ) AND ( "price" < 9.5 )"#)
    #expect(state.filtersString { _, _ in true } == nil)
    // The same through groups and the converter.
    let groups = state.toFilterGroups().map { group in
      group.filtering { !(group.isDisjunctive && $0.attribute == "color") }
    }
    #expect(FilterGroupConverter().sql(groups) == withoutColor)
  }

  @Test func debugDescriptionListsGroups() {
    let state = FilterState()
    state[or: "brand"].add(Facet(attribute: "brand", stringValue: "sony"))
    state[and: "new"].add(Tag(value: "new"))
    #expect(
      state.debugDescription
        == "FilterState {\n \"brand\": ( \"brand\":\"sony\" )\n \"new\": ( \"_tags\":\"new\" )\n}")
  }
}

@Suite("FilterGroupConverter on hand-built groups")
struct FilterGroupConverterTests {
  typealias Facet = Filter.Facet

  @Test func keepsInsertionOrder() {
    let and = FilterGroup.And(filters: [
      Filter.Tag(value: "tag"), Filter.Numeric(attribute: "size", operator: .equals, value: 40),
      Facet(attribute: "brand", stringValue: "sony"),
    ])
    let or = FilterGroup.Or(filters: [
      Facet(attribute: "brand", stringValue: "philips"),
      Facet(attribute: "diagonal", floatValue: 42),
      Facet(attribute: "featured", boolValue: true),
    ])
    let converter = FilterGroupConverter()
    #expect(
      converter.sql(FilterGroup.And(filters: [Filter.Tag(value: "tag")])) == #"( "_tags":"tag" )"#)
    #expect(converter.sql(and) == #"( "_tags":"tag" AND "size" = 40 AND "brand":"sony" )"#)
    #expect(
      converter.sql(or) == #"( "brand":"philips" OR "diagonal":42 OR "featured":true )"#)
    #expect(
      converter.sql([and, or])
        == #"( "_tags":"tag" AND "size" = 40 AND "brand":"sony" ) AND ( "brand":"philips" OR "diagonal":42 OR "featured":true )"#
    )
  }

  @Test func emptyListsAndEmptyGroupsGiveNil() {
    let converter = FilterGroupConverter()
    #expect(converter.sql([any FilterGroupType]()) == nil)
    #expect(converter.sql([FilterGroup.And(), FilterGroup.Or<Facet>()]) == nil)
    #expect(
      converter.sql([
        FilterGroup.And(),
        FilterGroup.And(filters: [
          Facet(attribute: "objectID", stringValue: "objectID123", isNegated: true)
        ]),
      ]) == #"( NOT "objectID":"objectID123" )"#)
    #expect(
      converter.sql(
        FilterGroup.Hierarchical(filters: [
          Facet(attribute: "hierarchicalCategories.lvl0", stringValue: "Category & Name")
        ]))
        == #"( "hierarchicalCategories.lvl0":"Category & Name" )"#)
  }
}
