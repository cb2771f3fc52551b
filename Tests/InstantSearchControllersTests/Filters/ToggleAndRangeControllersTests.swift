import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Toggle and range controllers")
struct ToggleAndRangeControllersTests {
  @Test("terminal and observable toggles show the box, title and count, and flip the filter")
  func toggles() {
    let filterState = FilterState()
    let screen = ScriptedTerminal()
    let terminal = TerminalToggleController(terminal: screen.io)
    let model = ToggleObservableController()
    let toggle = FilterToggleConnector(
      searcher: nil, filterState: filterState,
      filter: .facet(Filter.Facet(attribute: "free_shipping", stringValue: "true")),
      controller: terminal)
    toggle.connections.append(
      FilterToggleInteractor.ControllerConnection(interactor: toggle.interactor, controller: model))
    #expect(terminal.line == "[ ] free_shipping: true")
    terminal.click()
    #expect(terminal.line == "[x] free_shipping: true")
    #expect(model.isSelected)
    toggle.interactor.count = 12
    terminal.render()
    #expect(screen.output == "[x] free_shipping: true (12)\n")
    model.click()
    #expect(!terminal.isSelected && filterState.getFilters().isEmpty)
  }

  @Test("terminal and observable ranges show range and bounds, and choose a range")
  func ranges() {
    let filterState = FilterState()
    let screen = ScriptedTerminal()
    let terminal = TerminalNumberRangeController(terminal: screen.io, title: "price")
    let model = NumberRangeObservableController()
    let interactor = NumberRangeInteractor(attribute: "price")
    interactor.connectFilterState(filterState)
    interactor.connectController(terminal)
    interactor.connectController(model)
    interactor.bounds = 0.99...2000
    #expect(terminal.line == "price any of 0.99 – 2000")
    terminal.choose(10...50)
    #expect(terminal.line == "price 10 – 50 of 0.99 – 2000")
    #expect(model.range == 10...50)
    model.choose(nil)
    terminal.render()
    #expect(screen.output == "price any of 0.99 – 2000\n")
  }

  @Test("terminal and observable steppers show number and bounds, and step or choose a number")
  func numbers() {
    let filterState = FilterState()
    let screen = ScriptedTerminal()
    let terminal = TerminalNumberController(terminal: screen.io, title: "price >=")
    let model = NumberObservableController()
    let interactor = NumberInteractor(attribute: "price", step: 10)
    interactor.connectFilterState(filterState)
    interactor.connectController(terminal)
    interactor.connectController(model)
    interactor.bounds = 0.99...2000
    #expect(terminal.line == "price >= any of 0.99 – 2000")
    terminal.choose(100)
    #expect(terminal.line == "price >= 100 of 0.99 – 2000")
    #expect(model.number == 100 && model.bounds == 0.99...2000)
    model.increment()
    #expect(terminal.number == 110)
    terminal.stepDown()
    terminal.stepDown()
    #expect(model.number == 90)
    model.choose(nil)
    terminal.render()
    #expect(screen.output == "price >= any of 0.99 – 2000\n")
    #expect(filterState.getFilters().isEmpty)
  }
}
