import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginHost
import Testing

/// Plugin controllers bound by the connectors exactly like built-in controllers.
@Suite("Plugin controllers bound by connectors")
@MainActor
struct PluginConnectorTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
  }

  /// `and<color>` {color:red}, `or<brand>` {brand:sony}.
  static func filterState() -> FilterState {
    let state = FilterState()
    state.add(
      Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .and(name: "color"))
    state.add(
      Filter.Facet(attribute: "brand", stringValue: "sony"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    return state
  }

  @Test(
    "selecting an index through a plugin segment controller changes the interactor's selection",
    arguments: ["org.instantsearch.menu/menu", "org.instantsearch.jsonlines/segment"])
  func selectIndex(_ controllerID: String) throws {
    // The Swift menu takes a position (3 = the third option), the JSON one a key.
    let answer = controllerID.hasSuffix("/menu") ? "3" : "2"
    let terminal = ScriptedTerminal([answer])
    let controller = try registry.makeSegmentController(controllerID, terminal: terminal.io)
    let interactor = SelectableSegmentInteractor<Int, String>(
      items: [0: "products", 1: "products_price_asc", 2: "products_price_desc"], selected: 0)
    let connection = interactor.connectController(controller) { name in
      ["products": "Default", "products_price_asc": "Price ↑", "products_price_desc": "Price ↓"][
        name] ?? name
    }
    // What the searcher connection does: a computed selection becomes the selection.
    let selector = Selector(interactor)
    #expect(controller.present())
    #expect(interactor.selected == 2)
    #expect(interactor.selectedItem == "products_price_desc")
    #expect(selector.computed == [2])
    #expect(terminal.output.contains("Price ↓"))

    connection.disconnect()
    #expect(!controller.present())
    #expect(selector.computed == [2])
  }

  @Test(
    "clearing through a plugin clear controller removes the specified groups",
    arguments: ["org.instantsearch.jsonlines/clear", "org.instantsearch.menu/confirm-clear"])
  func clearGroups(_ controllerID: String) throws {
    let terminal = ScriptedTerminal(["y"])
    let controller = try registry.makeClearController(controllerID, terminal: terminal.io)
    let filterState = Self.filterState()
    let connector = FilterClearConnector(
      filterState: filterState, clearMode: .specified, filterGroupIDs: [.and(name: "color")],
      controller: controller)
    #expect(controller.render().contains(controllerID.hasSuffix("/clear") ? "true" : "[Clear"))
    #expect(controller.performClick())
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    // Nothing is left to clear in the specified groups: the plugin is told, and refuses.
    #expect(!controller.performClick())
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    connector.disconnect()
  }

  @Test("clearing all except a group through a plugin clear controller")
  func clearAllExcept() throws {
    let controller = try registry.makeClearController(
      "org.instantsearch.jsonlines/clear", terminal: ScriptedTerminal().io)
    let filterState = Self.filterState()
    let connector = FilterClearConnector(
      filterState: filterState, clearMode: .except, filterGroupIDs: [.and(name: "color")],
      controller: controller)
    #expect(controller.performClick())
    #expect(filterState.filtersString == #"( "color":"red" )"#)
    connector.disconnect()
  }
}

/// Turns computed selections into the selection, as Sort By's searcher connection does, and
/// records them.
@MainActor
private final class Selector: Sendable {
  private(set) var computed: [Int?] = []

  init(_ interactor: SelectableSegmentInteractor<Int, String>) {
    interactor.onSelectedComputed.subscribe(with: self) { [weak interactor] selector, key in
      selector.computed.append(key)
      interactor?.selected = key
    }
  }
}
