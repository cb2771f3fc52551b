import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Filter list controllers")
struct FilterListControllersTests {
  @Test("terminal and observable lists number the rows from 1, mark and count them, and click")
  func lists() throws {
    let filterState = FilterState()
    let screen = ScriptedTerminal()
    let terminal = TerminalFilterListController(terminal: screen.io)
    let model = FilterListObservableController()
    let cheap = Filter.numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 25))
    let sony = Filter.facet(Filter.Facet(attribute: "brand", stringValue: "So\u{1B}ny"))
    let list = FilterListConnector(
      filterState: filterState, filters: [cheap, sony], controller: terminal)
    list.connectController(model)
    #expect(terminal.lines == ["1 [ ] price < 25", "2 [ ] brand: So\\eny"])
    try terminal.select(number: 1)
    list.interactor.counts = [sony: 1200]
    #expect(terminal.lines == ["1 [x] price < 25", "2 [ ] brand: So\\eny (1,200)"])
    #expect(model.items.map(\.isSelected) == [true, false])
    model.select(cheap)
    terminal.render()
    #expect(screen.output == "1 [ ] price < 25\n2 [ ] brand: So\\eny (1,200)\n")
    #expect(throws: TerminalInputError.noSuchItem("3", count: 2)) { try terminal.select(number: 3) }
    #expect(filterState.getFilters().isEmpty)
  }
}
