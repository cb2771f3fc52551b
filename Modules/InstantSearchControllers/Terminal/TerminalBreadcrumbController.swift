import InstantSearchConnectors

/// A terminal breadcrumb: one line, `All > Audio > Speaker`, the deepest step in the selected
/// style. ``select(level:)`` stands for a click on a step.
@MainActor
public final class TerminalBreadcrumbController: BreadcrumbController {
  /// The terminal the line is written to.
  public let terminal: TerminalIO
  /// The label of the root step, which clears the selection.
  public var rootLabel: String
  /// How the deepest step is decorated.
  public var style: TerminalStyle
  /// The steps shown, top level first.
  public private(set) var items: [HierarchicalFacet] = []
  /// Set by the interactor: called with the clicked level, or nil for the root.
  public var onClick: ((Int?) -> Void)?

  /// Creates a breadcrumb on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where ``render()`` writes.
  ///   - rootLabel: the label of the root step (`All` by default).
  ///   - style: how the deepest step is decorated (plain by default).
  public init(terminal: TerminalIO, rootLabel: String = "All", style: TerminalStyle = .plain) {
    self.terminal = terminal
    self.rootLabel = rootLabel
    self.style = style
  }

  /// Stores the steps.
  public func setItems(_ items: [HierarchicalFacet]) {
    self.items = items
  }

  /// The line: the root, then every step's label, joined by ` > `.
  public var line: String {
    let labels = items.map { TerminalText.escaped($0.label) }
    let steps = [rootLabel] + labels.dropLast() + labels.suffix(1).map { style.selected($0) }
    return steps.joined(separator: " > ")
  }

  /// Writes the line.
  public func render() {
    terminal.write(line + "\n")
  }

  /// Clicks a step: its level (0 for the top level), or nil for the root.
  ///
  /// - Parameter level: the step's level.
  public func select(level: Int?) {
    onClick?(level)
  }
}
