import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("FilterTree: a filter state's groups, typed, with the text they render to")
struct FilterTreeTests {
  @Test("The tree's text is the filters string, and its groups render to it", arguments: 0..<40)
  func treeMatchesTheString(seed: UInt64) throws {
    var generator = FilterGenerator(rng: SeededGenerator(seed: 900 + seed))
    let snapshot = generator.snapshot()
    let tree = snapshot.filterTree
    #expect(tree?.text == snapshot.filtersString)
    guard let tree else { return }
    #expect(tree.groups.allSatisfy { !$0.filters.isEmpty })
    #expect(tree.groups.count == snapshot.toFilterGroups().count)
    let rebuilt = try #require(FilterTree(groups: tree.groups))
    #expect(rebuilt.text == tree.text)
    #expect(rebuilt == tree)
    // Leaving out what disjunctive faceting leaves out: the tree and the string agree.
    let attribute = try #require(tree.groups.first?.filters.first?.attribute)
    let exclude: (FilterGroup.ID, Filter) -> Bool = { id, filter in
      filter.attribute == attribute && id.isDisjunctive
    }
    #expect(
      snapshot.filterTree(excluding: exclude)?.text == snapshot.filtersString(excluding: exclude))
  }

  @Test("Groups are typed: OR groups disjunctive, AND and hierarchical groups conjunctive")
  func groupsAreTyped() throws {
    let filterState = FilterState()
    let sony = Filter.Facet(attribute: "brand", stringValue: "Sony")
    let lg = Filter.Facet(attribute: "brand", stringValue: "LG")
    let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 500)
    filterState[or: "brand"].addAll([sony, lg])
    filterState[and: "price"].add(cheap)
    let tree = try #require(filterState.snapshot.filterTree)
    #expect(
      tree.groups == [
        FilterTree.Group(filters: [.facet(lg), .facet(sony)], isDisjunctive: true),
        FilterTree.Group(filters: [.numeric(cheap)], isDisjunctive: false),
      ])
    #expect(tree.text == #"( "brand":"LG" OR "brand":"Sony" ) AND ( "price" < 500 )"#)
    #expect(FilterTree(groups: [FilterTree.Group(filters: [], isDisjunctive: true)]) == nil)
    #expect(FilterStateSnapshot().filterTree == nil)
  }

  @Test("A query's filters: hand-set text ANDed with a tree, equal to the same text set by hand")
  func queryFilters() throws {
    let filterState = FilterState()
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    let tree = try #require(filterState.snapshot.filterTree)
    var query = Query("q")
    query.setFilters(handSet: "year > 2000", tree: tree)
    #expect(query.filters == #"( year > 2000 ) AND ( "color":"red" )"#)
    #expect(query.handSetFilters == "year > 2000")
    #expect(query.filterTree == tree)
    #expect(query.json["filters"] == .string(#"( year > 2000 ) AND ( "color":"red" )"#))

    var byHand = Query("q")
    byHand.filters = #"( year > 2000 ) AND ( "color":"red" )"#
    #expect(byHand == query)
    #expect(byHand.hashValue == query.hashValue)
    #expect(byHand.filterTree == nil)

    query.setFilters(handSet: "", tree: tree)
    #expect(query.filters == tree.text && query.handSetFilters == nil)
    query.setFilters(handSet: "", tree: nil)
    #expect(query.filters == "")
    query.filters = "a:b"
    #expect(query.filterTree == nil && query.handSetFilters == "a:b")
  }

  @Test("Disjunctive faceting hands every query its groups as a tree")
  func planCarriesTrees() throws {
    let filterState = FilterState()
    filterState[or: "brand"].addAll([
      Filter.Facet(attribute: "brand", stringValue: "Sony"),
      Filter.Facet(attribute: "brand", stringValue: "LG"),
    ])
    filterState[and: "price"].add(
      Filter.Numeric(attribute: "price", operator: .lessThan, value: 500))
    var query = Query()
    query.filters = "free:true"
    let plan = DisjunctiveFaceting(indexName: "i", query: query, filters: filterState.snapshot)
    let queries = plan.queries.map(\.query)
    #expect(queries.count == 2)
    #expect(queries[0].filterTree == filterState.snapshot.filterTree)
    #expect(queries[1].filterTree?.text == #"( "price" < 500 )"#)
    #expect(queries.allSatisfy { $0.handSetFilters == "free:true" })
    #expect(plan.mainQuery == queries[0])
  }

  @Test("A hierarchical level's parent is ANDed after a parenthesised hand-set string")
  func hierarchicalAfterHandSet() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "cat"]
    group.hierarchicalAttributes = ["cat.lvl0", "cat.lvl1"]
    group.hierarchicalFilters = [Filter.Facet(attribute: "cat.lvl0", stringValue: "a")]
    group.add(Filter.Facet(attribute: "cat.lvl0", stringValue: "a"))
    var query = Query()
    query.filters = "brand:sony OR brand:lg"
    let plan = DisjunctiveFaceting(indexName: "i", query: query, filters: filterState.snapshot)
    #expect(
      plan.queries.map(\.query.filters) == [
        #"( brand:sony OR brand:lg ) AND ( "cat.lvl0":"a" )"#,
        "brand:sony OR brand:lg",
        #"( brand:sony OR brand:lg ) AND ( "cat.lvl0":"a" )"#,
      ])
  }
}
