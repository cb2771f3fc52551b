import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `menu [ATTRIBUTE] [VALUE | off]`: a hierarchical facet of the index (`NAME.lvl0`,
/// `NAME.lvl1`, ..., named by its base `NAME`; the one shown last, else the first, when no
/// name is given) through the Hierarchical Menu widget, drawn as an indented tree with counts
/// under a breadcrumb; with a value (`Audio > Speaker`, or the label of a row shown), selects
/// it with its parents (or, if it is on the selected path, deselects it) and searches; `off`
/// clears the selection.
struct MenuCommand: SessionCommand {
  static let reference = CommandReference(
    "menu", usage: "menu [ATTRIBUTE] [VALUE | off]",
    summary: "show the category tree, or select VALUE (A > B) in it",
    details: [
      "ATTRIBUTE is a hierarchy's base name (hierarchicalCategories for",
      "hierarchicalCategories.lvl0, .lvl1, ...); without it, the one shown last, else the",
      "first. VALUE is a full path (Audio > Speaker) or the label of a row shown; selecting a",
      "selected value deselects it and its children. off clears the selection.",
    ])

  /// The words after the name, quotes removed: a hierarchy's base name, a value (one quoted
  /// word, `"Audio > Accessories"`, or several, `Audio > Accessories`), both, `off`, or none.
  var words: [String] = []
}

extension MenuCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    words = try arguments.words().map(\.text)
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let tops = context.vocabulary.facetValues.filter { $0.key.hasSuffix(".lvl0") }
    let bases = tops.keys.map { String($0.dropLast(".lvl0".count)) }
    let values: [String]
    if context.arguments.isEmpty {
      values = bases + tops.values.flatMap { $0 }
    } else if context.arguments.count == 1, bases.contains(context.arguments[0]) {
      values = context.vocabulary.facetValues[context.arguments[0] + ".lvl0"] ?? []
    } else {
      values = []
    }
    return Completion(word: context.word, candidates: values.sorted())
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    if stack.hits.response == nil {
      _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    }
    let (base, choice) = try Self.resolve(
      words, facets: stack.hits.response?.facets ?? [:], last: stack.menuHierarchy)
    let attributes = Self.levels(of: base, in: stack.hits.response?.facets ?? [:])
    stack.menuHierarchy = base
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
      try await select(
        choice, menu: menu.interactor, view: view, stack: stack,
        hierarchies: Self.hierarchies(in: stack.hits.response?.facets ?? [:]))
      report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
      report.lines = Self.fitted(
        head: [crumbs.line] + view.lines, rows: session.configuration.rows(), style: style
      ) { limit in session.resultsReport(stack, hitsLimit: limit).lines }
    } else {
      report.lines = [crumbs.line] + view.lines
    }
    report.json["menu"] = .object([
      "hierarchy": .string(base),
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
  /// index does not have is undone and reported, with the `hierarchies` when there are others.
  @MainActor private func select(
    _ choice: String, menu: HierarchicalInteractor, view: TerminalHierarchicalController,
    stack: SearchStack, hierarchies: [String]
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
      let others =
        hierarchies.count > 1
        ? "; hierarchies: " + hierarchies.map { TerminalText.escaped($0) }.joined(separator: ", ")
        : ""
      throw SessionError(
        "menu: no value \"\(TerminalText.escaped(value))\" at level \(level)\(parent) under "
          + "the current query and filters (values are full paths: Audio > Speaker\(others))")
    }
  }

  /// Whether the last response counted `value` at `level`.
  @MainActor private static func counts(
    _ value: String, _ level: Int, _ menu: HierarchicalInteractor
  ) -> Bool {
    menu.items.indices.contains(level) && menu.items[level].contains { $0.value == value }
  }

  /// The lines of a selection on a terminal of `rows` rows (0: no terminal, nothing is cut):
  /// the breadcrumb and the tree (`head`), then the `results` with as many hits as fit, so the
  /// breadcrumb, the first line, is still on screen when the next prompt shows; a tree taller
  /// than the screen is cut too, the rows left out counted.
  @MainActor static func fitted(
    head: [String], rows: Int, style: TerminalStyle, results: (Int) -> [String]
  ) -> [String] {
    var limit = Session.hitsShown
    var tail = results(limit)
    guard rows > 0 else { return head + tail }
    let budget = max(rows - 2, 4)  // the command's line and the next prompt stay on screen
    while head.count + tail.count > budget, limit > 0 {
      limit -= 1
      tail = results(limit)
    }
    let keep = max(budget - tail.count - 1, 1)
    guard head.count + tail.count > budget, keep < head.count else { return head + tail }
    let cut = style.dim("… \(head.count - keep) more rows of the tree on a taller terminal")
    return Array(head.prefix(keep)) + [cut] + tail
  }

  /// The hierarchies among `facets`: the base names of the `NAME.lvl0` facets, sorted.
  static func hierarchies(in facets: [String: [String: Int]]) -> [String] {
    facets.keys.filter { $0.hasSuffix(".lvl0") }.map { String($0.dropLast(".lvl0".count)) }
      .sorted()
  }

  /// The hierarchy `words` name (the first, when it is a hierarchy's base name; else
  /// `last` when the index still has it, else the first) and what to select in it: nil shows
  /// the tree, an empty string clears the selection. The value is the other words, joined
  /// with spaces.
  /// - Throws: `SessionError` when the index has no hierarchy, or when the first word names a
  ///   facet that is not one (listing the hierarchies).
  static func resolve(_ words: [String], facets: [String: [String: Int]], last: String?) throws
    -> (hierarchy: String, choice: String?)
  {
    let bases = hierarchies(in: facets)
    guard let first = bases.first else {
      throw SessionError(
        "menu: this index has no hierarchical facet (attributesForFaceting needs NAME.lvl0, "
          + "NAME.lvl1, … holding paths such as A > B)")
    }
    let word = words.first ?? ""
    var base = last.flatMap { bases.contains($0) ? $0 : nil } ?? first
    var rest = words.joined(separator: " ")
    if bases.contains(word) {
      base = word
      rest = words.dropFirst().joined(separator: " ")
    } else if facets[word] != nil || word.contains(".lvl") {
      throw SessionError(
        "menu: \"\(TerminalText.escaped(word))\" is not a hierarchical facet; hierarchies: "
          + bases.map { TerminalText.escaped($0) }.joined(separator: ", ")
          + " (menu NAME [VALUE])")
    }
    return (base, rest.isEmpty ? nil : rest == "off" ? "" : rest)
  }

  /// The levels of the hierarchy `base`: `base.lvl0`, `base.lvl1`, ... as long as they are
  /// counted.
  static func levels(of base: String, in facets: [String: [String: Int]]) -> [String] {
    var levels: [String] = []
    while facets[base + ".lvl\(levels.count)"] != nil {
      levels.append(base + ".lvl\(levels.count)")
    }
    return levels
  }
}
