import InstantSearchConnectors

/// A terminal facet list: one line per value with its selection (`*`), its count and a bar
/// as long as its count (relative to the largest shown), drawn in eighths of a cell.
///
/// ```
/// brand
/// * Sony   120  ██████████████████████████████
///   Apple   60  ███████████████
/// ```
///
/// A value is picked by its position (from 1) or by value with ``select(_:)``, or read from
/// the terminal with ``ask(prompt:)``.
@MainActor
public final class TerminalFacetListController: FacetListController {
  /// The terminal the list is written to and choices read from.
  public let terminal: TerminalIO

  /// The heading written above the values, if any.
  public var title: String?

  /// The length of the longest bar, in cells.
  public var barWidth: Int

  /// How selected values and bars are decorated.
  public var style: TerminalStyle

  /// When `true`, the list is written every time it changes.
  public var redrawsOnChange: Bool

  /// The values shown, in display order, with their selection.
  public private(set) var items: [SelectableItem<Facet>] = []

  /// Set by the interactor: called with the clicked value.
  public var onClick: ((Facet) -> Void)?

  /// The widest a value is shown before it is cut with an ellipsis, in columns.
  public static let maximumValueWidth = 40

  /// Creates a facet list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the list is written and choices read.
  ///   - title: a heading written above the values.
  ///   - barWidth: the length of the longest bar (30 cells by default).
  ///   - style: how selected values and bars are decorated (plain by default).
  ///   - redrawsOnChange: whether to write the list whenever it changes.
  public init(
    terminal: TerminalIO, title: String? = nil, barWidth: Int = 30,
    style: TerminalStyle = .plain, redrawsOnChange: Bool = false
  ) {
    self.terminal = terminal
    self.title = title
    self.barWidth = max(0, barWidth)
    self.style = style
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

  /// The lines of the first `limit` values (all by default): mark, value, count and bar,
  /// in aligned columns; `no values` when there are none.
  /// - Parameters:
  ///   - limit: the most values shown.
  ///   - width: the terminal's width in columns: values are cut and bars shortened so that
  ///     each line fits; `nil` for no limit but ``barWidth`` and ``maximumValueWidth``.
  /// - Returns: the lines, without line breaks.
  public func lines(limit: Int? = nil, width: Int? = nil) -> [String] {
    let shown = items.prefix(limit ?? items.count)
    guard !shown.isEmpty else { return [style.dim("no values")] }
    let values = shown.map { TerminalText.escaped($0.item.value) }
    let countWidth = shown.map { GroupedNumber.text($0.item.count).count }.max() ?? 1
    // A line is "* " + value + "  " + count + "  " + bar.
    let room = (width ?? Int.max / 2) - countWidth - 6
    let valueWidth = min(
      values.map { TerminalStyle.visibleWidth($0) }.max() ?? 0, Self.maximumValueWidth,
      max(room / 2, 8))
    let barWidth = max(0, min(barWidth, room - valueWidth))
    let maximum = shown.map(\.item.count).max() ?? 0
    return zip(shown, values).map { entry, value in
      let mark = entry.isSelected ? style.selected("*") : " "
      let value = TextTable.cut(value, to: valueWidth)
      let padding = String(repeating: " ", count: valueWidth - TerminalStyle.visibleWidth(value))
      let count = GroupedNumber.text(entry.item.count)
      let countPadding = String(repeating: " ", count: countWidth - count.count)
      let bar = Bar.render(entry.item.count, of: maximum, width: barWidth)
      return "\(mark) \(entry.isSelected ? style.selected(value) : value)\(padding)  "
        + "\(countPadding)\(count)  \(style.accent(bar))"
    }
  }

  /// The list as ``render()`` writes it: the title, then every value.
  public var text: String {
    ((title.map { [$0] } ?? []) + lines()).joined(separator: "\n") + "\n"
  }

  /// Writes the list to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Clicks the value named by `choice`: its position in the list (from 1) or the value itself
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
