import InstantSearchConnectors
import InstantSearchCore

/// A terminal filter list: one numbered line per filter (from 1, as people count) with its
/// box, its label (the filter as people read it, unless a label is given) and, for a facet
/// filter, its count.
///
/// ```
/// 1 [x] price < 25
/// 2 [ ] price: 25 – 100
/// 3 [ ] brand: Apple (120)
/// ```
///
/// ``select(number:)`` stands for a click on a row.
@MainActor
public final class TerminalFilterListController: FilterListController {
  /// The terminal the list is written to.
  public let terminal: TerminalIO
  /// How selected rows are decorated.
  public var style: TerminalStyle
  /// Set by the interactor: called with the clicked filter.
  public var onClick: ((Filter) -> Void)?
  /// The rows, in order.
  public private(set) var items: [FilterListItem] = []
  /// The text of a row's filter, before it is escaped.
  public let label: @MainActor @Sendable (Filter) -> String

  /// Creates a list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where ``render()`` writes the list.
  ///   - style: how selected rows are decorated (plain by default).
  ///   - label: the text of a row's filter (its `description` by default: `price: 25 – 100`);
  ///     an app names a band so (`25 ≤ price < 100`).
  public init(
    terminal: TerminalIO, style: TerminalStyle = .plain,
    label: @escaping @MainActor @Sendable (Filter) -> String = { $0.description }
  ) {
    self.terminal = terminal
    self.style = style
    self.label = label
  }

  /// Stores the rows.
  public func setItems(_ items: [FilterListItem]) { self.items = items }

  /// The lines: position, box, the filter's label (escaped) and the count when known; `no
  /// filters` for an empty list.
  public var lines: [String] {
    guard !items.isEmpty else { return [style.dim("no filters")] }
    let numberWidth = String(items.count).count
    return items.enumerated().map { offset, item in
      let number = String(offset + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      let label =
        TerminalText.escaped(label(item.filter))
        + (item.count.map { " (\(GroupedNumber.text($0)))" } ?? "")
      return padding + number
        + (item.isSelected ? " [x] " + style.selected(label) : " [ ] " + label)
    }
  }

  /// Writes the lines.
  public func render() {
    terminal.write(lines.joined(separator: "\n") + "\n")
  }

  /// Clicks the row numbered `number` (from 1).
  ///
  /// - Parameter number: the row's number.
  /// - Returns: the filter clicked.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when there is no such row.
  @discardableResult
  public func select(number: Int) throws(TerminalInputError) -> Filter {
    guard items.indices.contains(number - 1) else {
      throw .noSuchItem(String(number), count: items.count)
    }
    let filter = items[number - 1].filter
    onClick?(filter)
    return filter
  }
}
