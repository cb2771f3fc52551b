import InstantSearchConnectors
import InstantSearchCore

/// A terminal list of the applied filters, numbered so one can be removed by its number.
///
/// ```
///   1. brand: Sony  (or<brand>)
///   2. price < 100  (and<price>)
/// ```
@MainActor
public final class TerminalCurrentFiltersController: CurrentFiltersController {
  /// The terminal the list is written to.
  public let terminal: TerminalIO

  /// When `true`, the list is written every time it changes.
  public var redrawsOnChange: Bool

  /// The filters shown, in display order.
  public private(set) var items: [FilterAndID] = []

  /// Set by the interactor: called with the filter to remove.
  public var onRemoveItem: ((FilterAndID) -> Void)?

  /// Creates a current filters list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the list is written.
  ///   - redrawsOnChange: whether to write the list whenever it changes.
  public init(terminal: TerminalIO, redrawsOnChange: Bool = false) {
    self.terminal = terminal
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the filters.
  public func setItems(_ items: [FilterAndID]) {
    self.items = items
  }

  /// Writes the list when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// The list as it is written.
  public var text: String {
    guard !items.isEmpty else { return "  (no filters)\n" }
    let width = String(items.count).count
    var lines = ""
    for (offset, item) in items.enumerated() {
      let number = String(offset + 1)
      let padding = String(repeating: " ", count: width - number.count)
      lines += "  \(padding)\(number). \(TerminalText.escaped(item.text))  (\(item.id))\n"
    }
    return lines
  }

  /// Writes the list to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Removes the filter numbered `number` (from 1), as listed.
  ///
  /// - Parameter number: the filter's number in the list.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when there is no such number.
  public func remove(number: Int) throws(TerminalInputError) {
    guard items.indices.contains(number - 1) else {
      throw .noSuchItem(String(number), count: items.count)
    }
    onRemoveItem?(items[number - 1])
  }
}
