import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Multi-index hits controllers")
struct MultiIndexHitsControllersTests {
  @Test("the terminal list draws a heading and a table per index; the model keeps the sections")
  func sections() {
    let screen = ScriptedTerminal()
    let terminal = TerminalMultiIndexHitsController(terminal: screen.io)
    let model = MultiIndexHitsObservableController()
    let interactor = MultiIndexHitsInteractor()
    interactor.connectController(terminal)
    interactor.connectController(model)
    let response = SearchResponse(
      hits: [Hit(json: ["objectID": "7", "name": "Phone case"])], nbHits: 1234, page: 0,
      nbPages: 62, hitsPerPage: 20)
    interactor.item = [
      MultiIndexHitsSection(indexName: "products", response: response),
      MultiIndexHitsSection(indexName: "suggestions"),
    ]
    #expect(model.sections == interactor.item)
    let lines = terminal.lines()
    #expect(lines.first == "products · 1,234 hits")
    #expect(lines.contains { $0.hasPrefix("1") && $0.contains("Phone case") })
    #expect(lines.last == "suggestions · no results yet")
    terminal.render()
    #expect(screen.output == lines.joined(separator: "\n") + "\n")
  }
}
