import InstantSearchConnectors

/// A terminal list of keyed options with the selection marked, which can ask the user to pick
/// one: the terminal counterpart of an action sheet.
///
/// Options are listed by key, one a line, the selected one marked with `*`:
///
/// ```
/// Change Index
///   0  Default
/// * 1  Year Asc
///   2  Year Desc
/// ```
///
/// `ask()` prints the list and reads a choice through ``TerminalIO/readLine``: a key or an
/// option's title (case-insensitive). An empty line or the end of input cancels.
@MainActor
public final class TerminalSegmentController: SelectableSegmentController {
  /// The terminal the list is written to and the choice read from.
  public let terminal: TerminalIO

  /// The heading written above the options, if any.
  public var title: String?

  /// When `true`, the list is written again every time the options or the selection change.
  public var redrawsOnChange: Bool

  /// The presented options, by key.
  public private(set) var items: [Int: String] = [:]

  /// The selected key, if any.
  public private(set) var selected: Int?

  /// Set by the interactor: called with the key the user picked.
  public var onClick: ((Int) -> Void)?

  /// What is added to a key to number its option for people, and taken off a typed number:
  /// 0 shows the keys as they are; 1 numbers positions from 1, as pages, hits and facet
  /// values are numbered (the REPL's rule).
  public var numberOffset = 0

  /// Creates a segment list on a terminal.
  /// - Parameters:
  ///   - terminal: Where the list is written and the choice read.
  ///   - title: A heading written above the options.
  ///   - redrawsOnChange: Whether to write the list on every change of options or selection.
  public init(terminal: TerminalIO, title: String? = nil, redrawsOnChange: Bool = false) {
    self.terminal = terminal
    self.title = title
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the selected key.
  public func setSelected(_ selected: Int?) {
    self.selected = selected
  }

  /// Stores the presented options.
  public func setItems(items: [Int: String]) {
    self.items = items
  }

  /// Writes the list again when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// The list as it is written: the title, then one line per option in key order.
  public var text: String {
    var lines: [String] = []
    if let title { lines.append(title) }
    if items.isEmpty {
      lines.append("  (no options)")
    }
    let width = items.keys.map { String($0 + numberOffset).count }.max() ?? 1
    for key in items.keys.sorted() {
      let mark = key == selected ? "*" : " "
      let label = String(key + numberOffset)
      let padding = String(repeating: " ", count: width - label.count)
      lines.append("\(mark) \(padding)\(label)  \(TerminalText.escaped(items[key] ?? ""))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the list to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Writes the list, reads a choice and reports it through ``onClick``.
  ///
  /// A choice is an option's number (its key plus ``numberOffset``) or its title (case-insensitive). An empty line or the end of
  /// input cancels; anything else is reported on the terminal as an unknown option.
  /// - Parameter prompt: The prompt shown while reading.
  /// - Returns: The chosen key, or `nil` when the user cancelled or chose nothing valid.
  @discardableResult
  public func ask(prompt: String = "choice> ") -> Int? {
    render()
    guard let line = terminal.readLine(prompt) else { return nil }
    let answer = line.trimmingWhitespace()
    guard !answer.isEmpty else { return nil }
    guard let key = key(for: answer) else {
      let choices = items.keys.sorted().map { String($0 + numberOffset) }.joined(separator: ", ")
      terminal.write(
        items.isEmpty
          ? "no option '\(answer)': there are no options\n"
          : "no option '\(answer)': choose one of \(choices), or nothing to cancel\n")
      return nil
    }
    onClick?(key)
    return key
  }

  /// The key an answer names: its number (the key plus ``numberOffset``), or the title of
  /// exactly one option.
  private func key(for answer: String) -> Int? {
    if let number = Int(answer), items[number - numberOffset] != nil {
      return number - numberOffset
    }
    let matches = items.filter { $0.value.lowercased() == answer.lowercased() }
    return matches.count == 1 ? matches.first?.key : nil
  }
}
