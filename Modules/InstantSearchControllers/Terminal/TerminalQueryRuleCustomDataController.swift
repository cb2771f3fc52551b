import InstantSearchConnectors
import InstantSearchCore

/// A terminal line with the custom data of the rules that applied to the last search, such as
/// `rule data: {"title":"Spring sale"}`, for a terminal app to print after the hits.
///
/// It shows text: connect it with a presenter (``present(_:)`` writes a JSON model as compact
/// JSON). The data comes from the index, so control characters in it are shown escaped.
@MainActor
public final class TerminalQueryRuleCustomDataController: QueryRuleCustomDataController {
  /// The presented data of the last search, if any rule's applied.
  public private(set) var item: String?

  /// Where ``render()`` writes.
  public let terminal: TerminalIO

  /// The words before the data (`rule data: ` by default), dimmed when the style colours.
  public let label: String

  /// How the label is decorated.
  public let style: TerminalStyle

  /// Creates a custom data line on a terminal; it writes only when asked to (``render()``).
  ///
  /// - Parameters:
  ///   - terminal: where the line is written.
  ///   - label: the words before the data.
  ///   - style: how the label is decorated (plain by default).
  public init(terminal: TerminalIO, label: String = "rule data: ", style: TerminalStyle = .plain) {
    (self.terminal, self.label, self.style) = (terminal, label, style)
  }

  /// Stores the presented data.
  public func setItem(_ item: String?) {
    self.item = item
  }

  /// The line, without a line break, or nil when no rule's data applies.
  public var line: String? {
    item.map { style.dim(label) + TerminalText.escaped($0) }
  }

  /// Writes the line and a line break to the terminal (nothing when there is no data).
  public func render() {
    if let line { terminal.write(line + "\n") }
  }

  /// Presents a JSON model as compact JSON text: the presenter to connect this controller to
  /// a `QueryRuleCustomDataInteractor<JSON>` with.
  ///
  /// - Parameter model: the data, or nil.
  /// - Returns: its JSON text, or nil.
  public static func present(_ model: JSON?) -> String? {
    model.map { String(decoding: JSONWriter().bytes($0), as: UTF8.self) }
  }
}
