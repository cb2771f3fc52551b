import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Hierarchical menu and breadcrumb controllers")
struct HierarchicalControllersTests {
  /// A menu with two levels counted, wired to a filter state and to the four controllers.
  static func menu() -> (
    HierarchicalInteractor, FilterState, TerminalHierarchicalController,
    TerminalBreadcrumbController, HierarchicalObservableController,
    BreadcrumbObservableController, ScriptedTerminal
  ) {
    let screen = ScriptedTerminal()
    let filterState = FilterState()
    let interactor = HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0", "c.lvl1"])
    interactor.items = [
      [Facet(value: "Audio", count: 1200), Facet(value: "Cameras", count: 8)],
      [Facet(value: "Audio > Speaker", count: 30), Facet(value: "Audio > Earbuds", count: 9)],
    ]
    let terminal = TerminalHierarchicalController(terminal: screen.io, title: "category")
    let crumbs = TerminalBreadcrumbController(terminal: screen.io)
    let model = HierarchicalObservableController()
    let crumbModel = BreadcrumbObservableController()
    interactor.connectFilterState(filterState)
    interactor.connectController(terminal)
    interactor.connectController(model)
    interactor.connectBreadcrumb(crumbs)
    interactor.connectBreadcrumb(crumbModel)
    return (interactor, filterState, terminal, crumbs, model, crumbModel, screen)
  }

  @Test("the terminal menu draws an indented tree with counts and selects by label or number")
  func terminalMenu() throws {
    let (interactor, _, terminal, crumbs, _, _, screen) = Self.menu()
    #expect(terminal.lines == ["  Audio    1,200", "  Cameras      8"])
    #expect(crumbs.line == "All")
    try terminal.select("audio")
    #expect(interactor.selections == ["Audio"])
    terminal.render()
    crumbs.render()
    #expect(
      screen.output
        == """
        category
        * Audio      1,200
            Earbuds      9
            Speaker     30
          Cameras        8
        All > Audio

        """)
    try terminal.select("3")
    #expect(interactor.selections == ["Audio", "Audio > Speaker"])
    #expect(crumbs.line == "All > Audio > Speaker")
    #expect(throws: TerminalInputError.noSuchItem("Nope", count: 4)) { try terminal.select("Nope") }
    terminal.click("Cameras > Lens")
    #expect(interactor.selections == ["Cameras", "Cameras > Lens"])
    crumbs.select(level: nil)
    #expect(interactor.selections.isEmpty)
  }

  @Test("the observable menu and breadcrumb follow the selection and select")
  func observable() throws {
    let (interactor, filterState, _, _, model, crumbModel, _) = Self.menu()
    #expect(model.rows.map(\.label) == ["Audio", "Cameras"])
    model.select(model.rows[0])
    let speaker = try #require(model.rows.first { $0.label == "Speaker" })
    model.select(speaker)
    #expect(crumbModel.steps.map(\.label) == ["Audio", "Speaker"])
    #expect(filterState.getFilters().count == 1)
    crumbModel.select(level: 0)
    #expect(interactor.selections == ["Audio"])
    #expect(crumbModel.steps.map(\.facet.value) == ["Audio"])
  }
}
