import InstantSearchConnectors

/// A terminal facet list: one numbered line per value with its selection, a bar as long as
/// its count (relative to the largest) and the count.
///
/// ```
/// brand
///   1. [x] Sony   ████████████████████ 120
///   2. [ ] Apple  ██████████            60
/// ```
///
/// A value is picked by number or by value with ``select(_:)``, or read from the terminal with
/// ``ask(prompt:)``.
@MainActor
public final class TerminalFacetListController: FacetListController {
  /// The terminal the list is written to and choices read from.
  public let terminal: TerminalIO

  /// The heading written above the values, if any.
  public var title: String?

  /// The length of the longest bar, in characters.
  public var barWidth: Int

  /// When `true`, the list is written every time it changes.
  public var redrawsOnChange: Bool

  /// The values shown, in display order, with their selection.
  public private(set) var items: [SelectableItem<Facet>] = []

  /// Set by the interactor: called with the clicked value.
  public var onClick: ((Facet) -> Void)?

  /// Creates a facet list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the list is written and choices read.
  ///   - title: a heading written above the values.
  ///   - barWidth: the length of the longest bar (20 by default).
  ///   - redrawsOnChange: whether to write the list whenever it changes.
  public init(
    terminal: TerminalIO, title: String? = nil, barWidth: Int = 20, redrawsOnChange: Bool = false
  ) {
    self.terminal = terminal
    self.title = title
    self.barWidth = max(0, barWidth)
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the values.
  public func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    items = selectableItems
  }

  /// Writes the list when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// The list as it is written.
  public var text: String {
    var lines = title.map { "\($0)\n" } ?? ""
    guard !items.isEmpty else { return lines + "  (no values)\n" }
    let numberWidth = String(items.count).count
    let valueWidth = items.map(\.item.value.count).max() ?? 0
    let maxCount = items.map(\.item.count).max() ?? 0
    for (offset, entry) in items.enumerated() {
      let number = String(offset + 1)
      let mark = entry.isSelected ? "[x]" : "[ ]"
      let value = entry.item.value
      let length = Self.barLength(entry.item.count, of: maxCount, width: barWidth)
      let bar = String(repeating: "\u{2588}", count: length)
      lines += "  " + String(repeating: " ", count: numberWidth - number.count) + number + ". "
      lines += mark + " " + value + String(repeating: " ", count: valueWidth - value.count) + "  "
      lines += bar + String(repeating: " ", count: barWidth - length) + " \(entry.item.count)\n"
    }
    return lines
  }

  /// The length of the bar of `count` when `maxCount` gets `width` characters: at least one
  /// character for a non-zero count, rounded to the nearest otherwise.
  ///
  /// - Parameters:
  ///   - count: the value's count.
  ///   - maxCount: the largest count of the list.
  ///   - width: the length of the longest bar.
  /// - Returns: the bar's length, from 0 to `width`.
  public static func barLength(_ count: Int, of maxCount: Int, width: Int) -> Int {
    guard count > 0, maxCount > 0, width > 0 else { return 0 }
    let scaled = (count * width * 2 + maxCount) / (maxCount * 2)
    return min(width, max(1, scaled))
  }

  /// Writes the list to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Clicks the value named by `choice`: its number in the list (from 1) or the value itself
  /// (case-insensitive).
  ///
  /// - Parameter choice: a number or a value.
  /// - Returns: the clicked value.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when it names no value shown.
  @discardableResult
  public func select(_ choice: String) throws(TerminalInputError) -> Facet {
    let choice = choice.trimmingWhitespace()
    let facet: Facet?
    if let number = Int(choice), items.indices.contains(number - 1) {
      facet = items[number - 1].item
    } else {
      facet = items.first { $0.item.value.lowercased() == choice.lowercased() }?.item
    }
    guard let facet else { throw .noSuchItem(choice, count: items.count) }
    onClick?(facet)
    return facet
  }

  /// Writes the list, reads a choice and clicks it; an empty line or the end of input cancels,
  /// and an unknown choice is reported on the terminal.
  ///
  /// - Parameter prompt: the prompt shown.
  /// - Returns: the clicked value, or nil.
  @discardableResult
  public func ask(prompt: String = "value> ") -> String? {
    render()
    guard let line = terminal.readLine(prompt)?.trimmingWhitespace(), !line.isEmpty else {
      return nil
    }
    do {
      return try select(line).value
    } catch {
      terminal.write("\(error)\n")
      return nil
    }
  }
}
