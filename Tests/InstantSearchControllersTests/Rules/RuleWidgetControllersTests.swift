import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@Suite("Custom data and dynamic facets controllers")
@MainActor
struct RuleWidgetControllersTests {
  @Test("the terminal custom data line shows a rule's JSON, escaped, or nothing")
  func terminalCustomData() {
    let terminal = ScriptedTerminal()
    let controller = TerminalQueryRuleCustomDataController(terminal: terminal.io)
    let interactor = QueryRuleCustomDataInteractor<JSON>()
    interactor.connectController(
      controller, presenter: TerminalQueryRuleCustomDataController.present)
    #expect(controller.line == nil)
    #expect(terminal.output.isEmpty)
    interactor.item = ["title": "Sale \u{1B}]0;x\u{07}"]
    #expect(terminal.output.isEmpty)
    controller.render()
    #expect(terminal.output == #"rule data: {"title":"Sale \u001b]0;x\u0007"}"# + "\n")
    #expect(!terminal.output.contains("\u{1B}"))
    interactor.item = nil
    #expect(controller.line == nil)
    controller.setItem("raw \u{1B}[2J text")
    #expect(controller.line == #"rule data: raw \e[2J text"#)
  }

  @Test("the observable custom data model holds the item and reports its change")
  func observableCustomData() {
    let controller = QueryRuleCustomDataObservableController<String>()
    let interactor = QueryRuleCustomDataInteractor<String>()
    interactor.connectController(controller)
    let observed = ObservationFlag { _ = controller.item }
    interactor.item = "banner"
    #expect(observed.isSet)
    #expect(controller.item == "banner")
  }

  static let facets = [
    AttributedFacets(
      attribute: "color", facets: [Facet(value: "red", count: 4), Facet(value: "blue", count: 9)]),
    AttributedFacets(attribute: "brand\n", facets: [Facet(value: "Sony", count: 2)]),
  ]

  @Test("the terminal dynamic list draws attributes in order, values in order, and picks")
  func terminalDynamicFacets() throws {
    let terminal = ScriptedTerminal()
    let controller = TerminalDynamicFacetListController(terminal: terminal.io)
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor(orderedFacets: Self.facets)
    interactor.connectFilterState(filterState)
    interactor.connectController(controller)
    let lines = controller.lines()
    #expect(lines.count == 5)
    #expect(lines[0] == "color")
    #expect(lines[1].hasPrefix("  red   4"))
    #expect(lines[2].hasPrefix("  blue  9"))
    #expect(lines[3] == #"brand\n"#)
    try controller.select("2", in: "color")
    #expect(filterState.filtersString == #"( "color":"blue" )"#)
    #expect(controller.lines()[2].hasPrefix("* blue"))
    #expect(throws: TerminalInputError.self) { try controller.select("1", in: "size") }
    #expect(throws: TerminalInputError.self) { try controller.select("3", in: "color") }
    controller.render()
    #expect(terminal.output.hasPrefix("color\n"))
  }

  @Test("the observable dynamic list holds facets and selections and passes taps on")
  func observableDynamicFacets() {
    let controller = DynamicFacetListObservableController()
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor(
      orderedFacets: Self.facets, selectionModeForAttribute: ["color": .multiple])
    interactor.connectFilterState(filterState)
    interactor.connectController(controller)
    #expect(controller.orderedFacets == Self.facets)
    let observed = ObservationFlag { _ = controller.selections }
    controller.toggle(Facet(value: "red", count: 4), for: "color")
    controller.toggle(Facet(value: "blue", count: 9), for: "color")
    #expect(observed.isSet)
    #expect(controller.isSelected(Facet(value: "blue", count: 9), for: "color"))
    #expect(controller.selections == ["color": ["red", "blue"]])
  }
}
