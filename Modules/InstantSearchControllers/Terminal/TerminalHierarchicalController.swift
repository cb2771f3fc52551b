import InstantSearchConnectors

/// A terminal hierarchical menu: one line per row, indented two spaces per level, with its
/// selection (`*`, before the label) and its count in an aligned column.
///
/// ```
///   Appliances       120
/// * Audio             80
///     Headphones      41
///   * Speaker         39
///       Portable      12
/// ```
///
/// A row is picked by its position (from 1), its full value or its label with
/// ``select(_:)``; ``click(_:)`` selects any full path, shown or not.
@MainActor
public final class TerminalHierarchicalController: HierarchicalController {
  /// The terminal the menu is written to.
  public let terminal: TerminalIO
  /// The heading written above the rows, if any.
  public var title: String?
  /// How selected rows are decorated.
  public var style: TerminalStyle
  /// The rows shown, in tree order.
  public private(set) var items: [HierarchicalFacet] = []
  /// Set by the interactor: called with the clicked row's full value.
  public var onClick: ((String) -> Void)?

  /// Creates a menu on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where ``render()`` writes.
  ///   - title: a heading written above the rows.
  ///   - style: how selected rows are decorated (plain by default).
  public init(terminal: TerminalIO, title: String? = nil, style: TerminalStyle = .plain) {
    self.terminal = terminal
    self.title = title
    self.style = style
  }

  /// Stores the rows.
  public func setItems(_ items: [HierarchicalFacet]) {
    self.items = items
  }

  /// The rows as lines (`no values` when there are none): indent, mark, label and count.
  public var lines: [String] {
    guard !items.isEmpty else { return [style.dim("no values")] }
    let labels = items.map { TerminalText.escaped($0.label) }
    let width = zip(items, labels).map { 2 * $0.level + TerminalStyle.visibleWidth($1) }.max() ?? 0
    let counts = items.map { GroupedNumber.text($0.facet.count) }
    let countWidth = counts.map(\.count).max() ?? 1
    return zip(items, zip(labels, counts)).map { row, text in
      let (label, count) = text
      let indent = String(repeating: "  ", count: row.level)
      let used = indent.count + TerminalStyle.visibleWidth(label)
      let padding = String(repeating: " ", count: width - used)
      let countPadding = String(repeating: " ", count: countWidth - count.count)
      let mark = row.isSelected ? style.selected("*") : " "
      return "\(indent)\(mark) \(row.isSelected ? style.selected(label) : label)\(padding)  "
        + countPadding + count
    }
  }

  /// The menu as ``render()`` writes it: the title, then every row.
  public var text: String {
    ((title.map { [$0] } ?? []) + lines).joined(separator: "\n") + "\n"
  }

  /// Writes the menu to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Clicks the row named by `choice`: its position (from 1), its full value or its label
  /// (both case-insensitive; a label must name one row).
  ///
  /// - Parameter choice: a number, a full value or a label.
  /// - Returns: the clicked row.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when it names no row shown.
  @discardableResult
  public func select(_ choice: String) throws(TerminalInputError) -> HierarchicalFacet {
    let choice = choice.trimmingWhitespace()
    let lowered = choice.lowercased()
    let row: HierarchicalFacet?
    if let number = Int(choice), items.indices.contains(number - 1) {
      row = items[number - 1]
    } else if let match = items.first(where: { $0.facet.value.lowercased() == lowered }) {
      row = match
    } else {
      let byLabel = items.filter { $0.label.lowercased() == lowered }
      row = byLabel.count == 1 ? byLabel[0] : nil
    }
    guard let row else { throw .noSuchItem(choice, count: items.count) }
    onClick?(row.facet.value)
    return row
  }

  /// Clicks a full path (`Audio > Speaker`), shown or not, as a deep link would.
  ///
  /// - Parameter value: the full path.
  public func click(_ value: String) {
    onClick?(value)
  }
}
