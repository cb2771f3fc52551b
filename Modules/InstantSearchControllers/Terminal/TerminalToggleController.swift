import InstantSearchConnectors
import InstantSearchCore

/// A terminal switch: one line, `[x] free_shipping: true (3,402)` when on, `[ ]` when off.
/// ``click()`` stands for the user flipping it.
@MainActor
public final class TerminalToggleController: FilterToggleController {
  /// Set by the interactor while connected.
  public var onClick: (() -> Void)?
  /// The terminal the line is written to.
  public let terminal: TerminalIO
  /// The filter as people read it.
  public private(set) var title = ""
  /// Whether the filter is on.
  public private(set) var isSelected = false
  /// How many records it keeps, when known.
  public private(set) var count: Int?

  /// Creates a switch on a terminal.
  /// - Parameter terminal: where the line is written by ``render()``.
  public init(terminal: TerminalIO) {
    self.terminal = terminal
  }

  /// Stores the title.
  public func setTitle(_ title: String) { self.title = title }
  /// Stores the selection.
  public func setSelected(_ isSelected: Bool) { self.isSelected = isSelected }
  /// Stores the count.
  public func setCount(_ count: Int?) { self.count = count }

  /// Flips the switch, as the user would.
  public func click() { onClick?() }

  /// The line: the box, the title and the count in parentheses when known.
  public var line: String {
    (isSelected ? "[x] " : "[ ] ") + title + (count.map { " (\($0))" } ?? "")
  }

  /// Writes the line.
  public func render() {
    terminal.write(line + "\n")
  }
}
