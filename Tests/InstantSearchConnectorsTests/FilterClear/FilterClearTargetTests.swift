import InstantSearchConnectors
import InstantSearchCore
import Testing

@Suite("Clear filters by attribute")
@MainActor
struct FilterClearTargetTests {
  /// `and<color>` {color:red, size:M}, `or<brand>` {brand:sony, brand:apple}, `and<other>`
  /// {color:blue}, plus the hierarchical group of the matrix fixture.
  static func state() -> FilterState {
    let state = FilterState.clearMatrixFixture()
    state.add(Filter.Facet(attribute: "size", stringValue: "M"), toGroupWithID: .and(name: "color"))
    state.add(
      Filter.Facet(attribute: "color", stringValue: "blue"), toGroupWithID: .and(name: "other"))
    return state
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var attributes: [String]
    var mode: ClearMode
    var filters: String?
    var pathKept: Bool
    var testDescription: String { "\(attributes) / \(mode)" }
  }

  nonisolated static let cases: [Case] = [
    Case(
      attributes: ["color"], mode: .specified,
      filters:
        #"( "cat.lvl0":"a" ) AND ( "category":"shoe" ) AND ( "size":"M" ) AND ( "_tags":"new" )"#,
      pathKept: true),
    Case(
      attributes: ["color"], mode: .except,
      filters: #"( "color":"red" ) AND ( "color":"blue" )"#, pathKept: false),
    Case(
      attributes: ["cat.lvl1"], mode: .specified,
      filters:
        #"( "category":"shoe" ) AND ( "color":"red" AND "size":"M" ) AND ( "color":"blue" ) AND ( "_tags":"new" )"#,
      pathKept: false),
    Case(
      attributes: ["_tags", "cat.lvl0"], mode: .except,
      filters: #"( "cat.lvl0":"a" ) AND ( "_tags":"new" )"#, pathKept: true),
    Case(
      attributes: [], mode: .specified,
      filters:
        #"( "cat.lvl0":"a" ) AND ( "category":"shoe" ) AND ( "color":"red" AND "size":"M" ) AND ( "color":"blue" ) AND ( "_tags":"new" )"#,
      pathKept: true),
    Case(attributes: [], mode: .except, filters: nil, pathKept: false),
  ]

  @Test("a click clears filters by attribute, in every group", arguments: cases)
  func clearByAttribute(_ testCase: Case) {
    let filterState = Self.state()
    let before = filterState.filtersString
    let counter = ChangeCounter(filterState)
    let connector = FilterClearConnector(
      filterState: filterState, clearMode: testCase.mode, attributes: testCase.attributes)
    connector.interactor.trigger()
    #expect(filterState.filtersString == testCase.filters)
    #expect(filterState.hierarchicalPath.isEmpty == !testCase.pathKept)
    #expect(filterState.hierarchicalLevels == ["cat.lvl0", "cat.lvl1"])
    #expect(counter.count == (before == testCase.filters && testCase.pathKept ? 0 : 1))
  }

  @Test("wouldChange ignores empty group entries")
  func emptyEntriesDoNotCount() {
    var snapshot = FilterStateSnapshot()
    let red = Filter.facet(Filter.Facet(attribute: "color", stringValue: "red"))
    snapshot.add(red, toGroupWithID: .and(name: "color"))
    snapshot.remove(red)
    #expect(snapshot.groupIDs == [.and(name: "color")])
    #expect(!FilterClearTarget.groups(nil).wouldChange(snapshot, mode: .specified))
    #expect(!FilterClearTarget.attributes(["color"]).wouldChange(snapshot, mode: .specified))
  }
}
