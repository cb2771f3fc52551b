import InstantSearchConnectors
import InstantSearchControllers
import Testing

@Suite("Terminal segment list")
@MainActor
struct TerminalSegmentControllerTests {
  static func connected(
    script: [String] = [], selected: Int? = 1
  ) -> (ScriptedTerminal, TerminalSegmentController, SelectableSegmentInteractor<Int, String>) {
    let terminal = ScriptedTerminal(script: script)
    let controller = TerminalSegmentController(terminal: terminal.io, title: "Change Index")
    let interactor = SelectableSegmentInteractor<Int, String>(
      items: [0: "products", 1: "products_price_asc", 2: "products_price_desc"],
      selected: selected)
    interactor.connectController(controller) { $0 == "products" ? "Default" : $0 }
    return (terminal, controller, interactor)
  }

  @Test("the list shows every option in key order with the selection marked")
  func rendersList() {
    let (terminal, controller, _) = Self.connected()
    controller.render()
    #expect(
      terminal.output == """
        Change Index
          0  Default
        * 1  products_price_asc
          2  products_price_desc

        """)
  }

  @Test("a selection change moves the mark")
  func selectionMoves() {
    let (_, controller, interactor) = Self.connected()
    interactor.selected = 2
    #expect(controller.text.contains("* 2  products_price_desc"))
    #expect(controller.text.contains("  1  products_price_asc"))
  }

  @Test("asking reads a key or a title and reports it", arguments: ["2", " Products_Price_Desc "])
  func askReportsChoice(answer: String) {
    let (terminal, controller, interactor) = Self.connected(script: [answer])
    var clicked: [Int?] = []
    interactor.onSelectedComputed.subscribe(with: controller) { _, key in clicked.append(key) }
    #expect(controller.ask(prompt: "index> ") == 2)
    #expect(clicked == [2])
    #expect(terminal.prompts == ["index> "])
    #expect(terminal.output.hasPrefix("Change Index\n"))
  }

  @Test("an empty answer or the end of input cancels", arguments: [[""], []])
  func askCancels(script: [String]) {
    let (_, controller, interactor) = Self.connected(script: script)
    var clicked = 0
    interactor.onSelectedComputed.subscribe(with: controller) { _, _ in clicked += 1 }
    #expect(controller.ask() == nil)
    #expect(clicked == 0)
  }

  @Test("an unknown answer is reported with the valid choices")
  func askRejectsUnknown() {
    let (terminal, controller, _) = Self.connected(script: ["7"])
    #expect(controller.ask() == nil)
    #expect(
      terminal.output.hasSuffix("no option '7': choose one of 0, 1, 2, or nothing to cancel\n"))
  }

  @Test("with redrawsOnChange, every change writes the list again")
  func redraws() {
    let (terminal, controller, interactor) = Self.connected()
    controller.redrawsOnChange = true
    terminal.clearOutput()
    interactor.selected = 0
    #expect(terminal.output.contains("* 0  Default\n"))
  }

  @Test("no options are shown as such, and no answer can pick one")
  func empty() {
    let terminal = ScriptedTerminal(script: ["0"])
    let controller = TerminalSegmentController(terminal: terminal.io)
    #expect(controller.text == "  (no options)\n")
    #expect(controller.ask() == nil)
    #expect(terminal.output.hasSuffix("no option '0': there are no options\n"))
  }
}
