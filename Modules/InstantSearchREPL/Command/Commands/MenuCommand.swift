import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `menu [VALUE | off]`: the index's hierarchical facet (`NAME.lvl0`, `NAME.lvl1`, ...) through
/// the Hierarchical Menu widget, drawn as an indented tree with counts under a breadcrumb;
/// with a value (`Audio > Speaker`, or the label of a row shown), selects it with its parents
/// (or, if it is on the selected path, deselects it) and searches; `off` clears the selection.
struct MenuCommand: SessionCommand {
  static let reference = CommandReference(
    "menu", usage: "menu [VALUE | off]",
    summary: "show the category tree, or select VALUE (A > B) in it",
    details: [
      "VALUE is a full path (Audio > Speaker) or the label of a row shown; selecting a",
      "selected value deselects it and its children. off clears the selection.",
    ])

  /// What to select: nil shows the tree, an empty string clears the selection.
  var choice: String?
}

extension MenuCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    _ = try arguments.words()
    let text = arguments.text
    choice = text.isEmpty ? nil : text == "off" ? "" : text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let values = context.vocabulary.facetValues.filter { $0.key.hasSuffix(".lvl0") }
    return Completion(
      word: context.word,
      candidates: context.arguments.isEmpty ? values.values.flatMap { $0 }.sorted() : [])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    if stack.hits.response == nil {
      _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    }
    let attributes = try Self.hierarchy(in: stack.hits.response?.facets ?? [:])
    let terminal = session.configuration.terminal
    let style = session.configuration.style
    let view = TerminalHierarchicalController(terminal: terminal, style: style)
    let crumbs = TerminalBreadcrumbController(terminal: terminal, style: style)
    // The widget reads its selection back from the filter state, so a fresh one per command
    // shows and changes what the filter state holds.
    let menu = HierarchicalConnector(
      searcher: stack.searcher, filterState: stack.filterState,
      hierarchicalAttributes: attributes, controller: view, breadcrumbController: crumbs)
    defer { menu.disconnect() }
    var report = Report(lines: [], json: [:])
    if let choice {
      try await select(choice, menu: menu.interactor, view: view, stack: stack)
      report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    }
    report.lines.insert(contentsOf: [crumbs.line] + view.lines, at: 0)
    report.json["menu"] = .object([
      "attributes": .array(attributes.map(JSON.string)),
      "path": .array(menu.interactor.selections.map(JSON.string)),
      "rows": .array(
        view.items.map {
          .object([
            "value": .string($0.facet.value), "label": .string($0.label),
            "level": .number(Double($0.level)), "count": .number(Double($0.facet.count)),
            "selected": .bool($0.isSelected),
          ])
        }),
    ])
    return report
  }

  /// Clicks `choice` (a row shown, else a full path) and searches; a path naming a value the
  /// index does not have is undone and reported.
  @MainActor private func select(
    _ choice: String, menu: HierarchicalInteractor, view: TerminalHierarchicalController,
    stack: SearchStack
  ) async throws {
    let previous = menu.selections
    _ = try await ResponseWaiter.wait(for: stack.searcher) {
      if choice.isEmpty {
        menu.computeSelection(path: [])
      } else if (try? view.select(choice)) == nil {
        view.click(choice)
      }
    }
    let path = menu.selections
    for (level, value) in path.enumerated() where !Self.counts(value, level, menu) {
      _ = try await ResponseWaiter.wait(for: stack.searcher) {
        menu.computeSelection(path: previous)
      }
      let parent = level > 0 ? " (in \"\(TerminalText.escaped(path[level - 1]))\")" : ""
      throw SessionError(
        "menu: no value \"\(TerminalText.escaped(value))\" at level \(level)\(parent) under "
          + "the current query and filters (values are full paths: Audio > Speaker)")
    }
  }

  /// Whether the last response counted `value` at `level`.
  @MainActor private static func counts(
    _ value: String, _ level: Int, _ menu: HierarchicalInteractor
  ) -> Bool {
    menu.items.indices.contains(level) && menu.items[level].contains { $0.value == value }
  }

  /// The levels of the first hierarchical facet among `facets`: `NAME.lvl0`, `NAME.lvl1`, ...
  /// as long as they are counted.
  static func hierarchy(in facets: [String: [String: Int]]) throws -> [String] {
    guard let top = facets.keys.filter({ $0.hasSuffix(".lvl0") }).sorted().first else {
      throw SessionError(
        "menu: this index has no hierarchical facet (attributesForFaceting needs NAME.lvl0, "
          + "NAME.lvl1, … holding paths such as A > B)")
    }
    let base = top.dropLast("lvl0".count)
    var levels: [String] = []
    while facets[base + "lvl\(levels.count)"] != nil { levels.append(base + "lvl\(levels.count)") }
    return levels
  }
}
