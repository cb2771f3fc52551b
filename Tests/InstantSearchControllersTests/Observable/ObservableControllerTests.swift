import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Observation
import Testing

@Suite("Observable controllers")
@MainActor
struct ObservableControllerTests {
  @Test("the clear model exposes canClear and clears")
  func filterClear() {
    let filterState = FilterState()
    let controller = FilterClearObservableController()
    let connector = FilterClearConnector(filterState: filterState, controller: controller)
    let observed = ObservationFlag { _ = controller.canClear }
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState.notifyChange()
    #expect(observed.isSet)
    #expect(controller.canClear)
    controller.clear()
    #expect(filterState.isEmpty)
    #expect(!controller.canClear)
    #expect(connector.isConnected)
  }

  @Test("the segment model lists options by key, marks the selection and selects")
  func segments() {
    let controller = SelectableSegmentObservableController()
    let interactor = SelectableSegmentInteractor<Int, String>(
      items: [2: "c", 0: "a", 1: "b"], selected: 0)
    interactor.connectController(controller)
    var clicked: [Int?] = []
    interactor.onSelectedComputed.subscribe(with: controller) { _, key in clicked.append(key) }
    #expect(controller.segments.map(\.title) == ["a", "b", "c"])
    #expect(controller.selectedTitle == "a")
    let observed = ObservationFlag { _ = controller.selected }
    interactor.selected = 2
    #expect(observed.isSet)
    #expect(controller.selectedTitle == "c")
    controller.select(1)
    #expect(clicked == [1])
  }
}
