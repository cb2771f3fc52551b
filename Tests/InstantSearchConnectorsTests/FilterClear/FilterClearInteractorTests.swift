import InstantSearchConnectors
import InstantSearchCore
import Testing

@Suite("Clear filters: which groups a click clears")
@MainActor
struct FilterClearInteractorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var ids: [FilterGroup.ID]?
    var mode: ClearMode
    var filters: String?
    var pathKept: Bool
    var notifications: Int
    var testDescription: String { "\(ids.map { "\($0)" } ?? "nil") / \(mode)" }
  }

  nonisolated static let color = FilterGroup.ID.and(name: "color")
  nonisolated static let category = FilterGroup.ID.or(name: "category", filterType: .facet)
  nonisolated static let untouched =
    #"( "cat.lvl0":"a" ) AND ( "category":"shoe" ) AND ( "color":"red" ) AND ( "_tags":"new" )"#

  /// The reference's matrix, with DECISIONS 6 (no change, no notification) and 7.
  nonisolated static let matrix: [Case] = [
    Case(ids: nil, mode: .specified, filters: nil, pathKept: false, notifications: 1),
    Case(ids: nil, mode: .except, filters: nil, pathKept: false, notifications: 1),
    Case(
      ids: [color, category], mode: .specified,
      filters: #"( "cat.lvl0":"a" ) AND ( "_tags":"new" )"#,
      pathKept: true, notifications: 1),
    Case(
      ids: [color, category], mode: .except,
      filters: #"( "category":"shoe" ) AND ( "color":"red" )"#, pathKept: false, notifications: 1),
    Case(ids: [], mode: .specified, filters: untouched, pathKept: true, notifications: 0),
    Case(ids: [], mode: .except, filters: nil, pathKept: false, notifications: 1),
    Case(
      ids: [.and(name: "category")], mode: .specified, filters: untouched, pathKept: true,
      notifications: 0),
  ]

  @Test("the fixture renders as expected")
  func fixture() {
    #expect(FilterState.clearMatrixFixture().filtersString == Self.untouched)
  }

  @Test("a click clears what the IDs and the mode select", arguments: matrix)
  func clearMatrix(_ testCase: Case) {
    let filterState = FilterState.clearMatrixFixture()
    let counter = ChangeCounter(filterState)
    let interactor = FilterClearInteractor()
    interactor.connectFilterState(
      filterState, filterGroupIDs: testCase.ids, clearMode: testCase.mode)
    #expect(interactor.canClear == (testCase.notifications > 0))
    interactor.trigger()
    #expect(filterState.filtersString == testCase.filters)
    #expect(filterState.hierarchicalPath.isEmpty == !testCase.pathKept)
    #expect(filterState.hierarchicalLevels == ["cat.lvl0", "cat.lvl1"])
    #expect(counter.count == testCase.notifications)
  }

  @Test("a second click finds nothing to clear: no notification, canClear false")
  func secondClickIsNoOp() {
    let filterState = FilterState.clearMatrixFixture()
    let counter = ChangeCounter(filterState)
    let interactor = FilterClearInteractor()
    interactor.connectFilterState(filterState, filterGroupIDs: [Self.color])
    interactor.trigger()
    #expect(counter.count == 1)
    #expect(!interactor.canClear)
    interactor.trigger()
    #expect(counter.count == 1)
  }

  @Test("canClear follows the filter state's notifications")
  func canClearFollowsChanges() {
    let filterState = FilterState()
    let interactor = FilterClearInteractor()
    let controller = TestFilterClearController()
    interactor.connectFilterState(filterState, filterGroupIDs: [Self.color])
    interactor.connectController(controller)
    #expect(controller.canClearHistory == [false])
    filterState.add(Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: Self.color)
    filterState.notifyChange()
    #expect(interactor.canClear)
    #expect(controller.canClearHistory == [false, true])
    filterState.add(
      Filter.Facet(attribute: "size", stringValue: "M"), toGroupWithID: .and(name: "size"))
    filterState.notifyChange()
    #expect(controller.canClearHistory == [false, true])
    controller.click()
    #expect(filterState.filtersString == #"( "size":"M" )"#)
    #expect(controller.canClearHistory == [false, true, false])
  }

  @Test("canClear is true when any connected filter state has something to clear")
  func canClearAcrossFilterStates() {
    let first = FilterState()
    let second = FilterState.clearMatrixFixture()
    let interactor = FilterClearInteractor()
    let firstConnection = interactor.connectFilterState(first)
    let secondConnection = interactor.connectFilterState(second, filterGroupIDs: [Self.color])
    #expect(!firstConnection.canClear)
    #expect(secondConnection.canClear)
    #expect(interactor.canClear)
    secondConnection.disconnect()
    #expect(!interactor.canClear)
  }

  @Test("a disconnected filter state is not cleared")
  func disconnect() {
    let filterState = FilterState.clearMatrixFixture()
    let interactor = FilterClearInteractor()
    let connection = interactor.connectFilterState(filterState)
    connection.disconnect()
    connection.disconnect()
    interactor.trigger()
    #expect(filterState.filtersString == Self.untouched)
  }

  @Test("connect is idempotent: a double connect clears once and notifies once")
  func idempotentConnect() {
    let filterState = FilterState.clearMatrixFixture()
    let counter = ChangeCounter(filterState)
    let interactor = FilterClearInteractor()
    let connection = interactor.connectFilterState(filterState, filterGroupIDs: [Self.color])
    connection.connect()
    connection.connect()
    interactor.trigger()
    #expect(counter.count == 1)
  }

  @Test("the connection lives on when the caller drops it, as in the seed")
  func droppedConnectionStillWorks() {
    let filterState = FilterState.clearMatrixFixture()
    let interactor = FilterClearInteractor()
    let controller = TestFilterClearController()
    _ = interactor.connectFilterState(filterState, filterGroupIDs: [Self.color])
    _ = interactor.connectController(controller)
    controller.click()
    #expect(filterState.filtersString?.contains("color") == false)
  }

  @Test("a disconnected controller no longer clears")
  func controllerDisconnect() {
    let filterState = FilterState.clearMatrixFixture()
    let interactor = FilterClearInteractor()
    let controller = TestFilterClearController()
    interactor.connectFilterState(filterState)
    let connection = interactor.connectController(controller)
    connection.disconnect()
    #expect(controller.onClick == nil)
    controller.click()
    #expect(filterState.filtersString == Self.untouched)
  }
}
