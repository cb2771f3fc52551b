import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@Suite("Terminal clear button")
@MainActor
struct TerminalClearButtonControllerTests {
  @Test("the button shows whether there is anything to clear, and a press clears")
  func showsAndClears() {
    let terminal = ScriptedTerminal()
    let filterState = FilterState()
    let controller = TerminalClearButtonController(terminal: terminal.io, redrawsOnChange: true)
    let connector = FilterClearConnector(filterState: filterState, controller: controller)
    #expect(controller.text == "(Clear filters: nothing to clear)\n")
    #expect(terminal.output.isEmpty)
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState.notifyChange()
    #expect(controller.canClear)
    #expect(terminal.output == "[Clear filters]\n")
    controller.press()
    #expect(filterState.isEmpty)
    #expect(terminal.output == "[Clear filters]\n(Clear filters: nothing to clear)\n")
    connector.disconnect()
    #expect(controller.onClick == nil)
  }

  @Test("render writes the button with its title")
  func render() {
    let terminal = ScriptedTerminal()
    let controller = TerminalClearButtonController(terminal: terminal.io, title: "Reset")
    controller.render()
    controller.setCanClear(true)
    controller.render()
    #expect(terminal.output == "(Reset: nothing to clear)\n[Reset]\n")
  }
}
