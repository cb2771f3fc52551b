import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A widget's logic for the tests: a value, what it is told, and its three connections.
@MainActor
private final class Counter: SearcherWidget, FilterStateConnectable {
  var responses = 0
  var reads = 0
  var log: [String] = []

  final class SearcherConnection: InteractorSearcherConnection<Counter> {
    override func didConnect() {
      facetDisjunctively("brand")
      subscribe(to: searcher.onResults) { [self] _ in interactor.responses += 1 }
    }
  }

  final class FilterStateConnection: InteractorFilterStateConnection<Counter> {
    override func didConnect() {
      followFilterState { [self] in interactor.reads += 1 }
    }
  }

  final class ControllerConnection: InteractorControllerConnection<Counter, Button> {
    override func didConnect() {
      route(\.onClick) { [weak interactor] in interactor?.log.append("click") }
      onDisconnect { [self] in interactor.log.append("first undo") }
      onDisconnect { [self] in interactor.log.append("second undo") }
    }

    override func didDisconnect() {
      interactor.log.append(
        "didDisconnect, onClick is \(controller.onClick == nil ? "nil" : "set")")
    }
  }

  init() {}

  func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }

  func makeFilterStateConnection(_ filterState: FilterState, groupID: FilterGroup.ID?)
    -> FilterStateConnection
  {
    FilterStateConnection(interactor: self, filterState: filterState)
  }

  func makeControllerConnection(_ controller: Button) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller)
  }
}

/// A controller with one callback.
@MainActor
private final class Button {
  var onClick: (() -> Void)?
}

@Suite("Connection bases: undo steps, routed callbacks, facets, filter state, generic connectors")
@MainActor
struct InteractorConnectionTests {
  @Test("undo steps run once at disconnect, last first, after the callback is cleared")
  func undoSteps() {
    let counter = Counter()
    let button = Button()
    let connection = counter.connectController(button)
    button.onClick?()
    #expect(counter.log == ["click"])
    connection.disconnect()
    connection.disconnect()
    #expect(button.onClick == nil)
    #expect(
      counter.log == ["click", "second undo", "first undo", "didDisconnect, onClick is nil"])
    connection.connect()
    #expect(button.onClick != nil)
    connection.disconnect()
    #expect(counter.log.count == 7)
  }

  @Test("facetDisjunctively adds the attribute while connected, and keeps one that was there")
  func disjunctiveFacet() {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "products")
    let connection = Counter().connectSearcher(searcher)
    #expect(searcher.disjunctiveFacetsAttributes == ["brand"])
    connection.disconnect()
    #expect(searcher.disjunctiveFacetsAttributes.isEmpty)
    searcher.disjunctiveFacetsAttributes = ["brand"]
    connection.connect()
    connection.disconnect()
    #expect(searcher.disjunctiveFacetsAttributes == ["brand"])
  }

  @Test("followFilterState reads now and on every notification, until disconnected")
  func followsFilterState() {
    let filterState = FilterState()
    let counter = Counter()
    let connection = counter.connectFilterState(filterState)
    #expect(counter.reads == 1)
    filterState.notifyChange()
    #expect(counter.reads == 2)
    connection.disconnect()
    filterState.notifyChange()
    #expect(counter.reads == 2)
  }

  @Test("a SearcherConnector connects its searcher and controllers, and adds controllers later")
  func searcherConnector() {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "products")
    let first = Button()
    let connector = SearcherConnector<Counter>(searcher: searcher, controller: first)
    #expect(connector.isConnected && connector.connections.connections.count == 2)
    #expect(first.onClick != nil && searcher.disjunctiveFacetsAttributes == ["brand"])
    connector.disconnect()
    let second = Button()
    connector.connectController(second)
    #expect(second.onClick == nil, "added to a disconnected connector: not connected yet")
    connector.connect()
    #expect(first.onClick != nil && second.onClick != nil)
    connector.disconnect()
    #expect(first.onClick == nil && second.onClick == nil)
    #expect(searcher.disjunctiveFacetsAttributes.isEmpty)
  }

  @Test("a FilterStateConnector connects the filter state, an optional searcher, a controller")
  func filterStateConnector() {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "products")
    let filterState = FilterState()
    let counter = Counter()
    let withSearcher = FilterStateConnector(
      interactor: counter, searcher: searcher, filterState: filterState, controller: Button())
    #expect(withSearcher.connections.connections.count == 3 && counter.reads == 1)
    let without = FilterStateConnector(
      interactor: Counter(), searcher: nil, filterState: filterState)
    #expect(without.connections.connections.count == 1)
    withSearcher.disconnect()
    without.disconnect()
    #expect(
      filterState.onChange.subscriptionCount == 0 && searcher.onResults.subscriptionCount == 0)
  }
}
