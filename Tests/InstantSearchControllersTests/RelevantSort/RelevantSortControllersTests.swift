import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Relevant sort controllers")
struct RelevantSortControllersTests {
  @Test("terminal and observable banners word the state and route clicks")
  func banners() {
    let screen = ScriptedTerminal()
    let terminal = TerminalRelevantSortController(terminal: screen.io)
    let model = RelevantSortObservableController()
    let interactor = RelevantSortInteractor()
    interactor.connectController(terminal)
    interactor.connectController(model)
    #expect(terminal.line == "relevant sort does not apply here (not a virtual replica)")
    #expect(model.hint == nil && model.toggleTitle == nil)
    interactor.item = RelevantSortState(priority: .relevancy, sortedHitsCount: 1, totalHitsCount: 9)
    #expect(terminal.line == "1 relevant result of 9 · show all")
    #expect(model.hint == "1 relevant result of 9" && model.toggleTitle == "show all")
    var asked: [RelevantSortPriority] = []
    interactor.onPriorityComputed.subscribe(with: terminal) { _, priority in asked.append(priority)
    }
    terminal.click()
    interactor.item = RelevantSortState(priority: .hitsCount, sortedHitsCount: 9, totalHitsCount: 9)
    model.toggle()
    #expect(asked == [.hitsCount, .relevancy])
    terminal.render()
    #expect(screen.output == "all 9 results · show relevant only\n")
  }

  @Test("the terminal banner groups thousands as the stats line does, the observable one not")
  func groupedCounts() {
    let terminal = TerminalRelevantSortController(terminal: ScriptedTerminal().io)
    let model = RelevantSortObservableController()
    let interactor = RelevantSortInteractor()
    interactor.connectController(terminal)
    interactor.connectController(model)
    interactor.item = RelevantSortState(
      priority: .relevancy, sortedHitsCount: 1915, totalHitsCount: 12_000)
    #expect(terminal.line == "1,915 relevant results of 12,000 · show all")
    #expect(model.hint == "1915 relevant results of 12000")
    interactor.item = RelevantSortState(
      priority: .hitsCount, sortedHitsCount: 12_000, totalHitsCount: 12_000)
    #expect(terminal.line == "all 12,000 results · show relevant only")
  }
}
