import InstantSearchConnectors
import InstantSearchCore

/// A terminal range: one line, `price 10 – 50 of 0.99 – 2000` (or `any of …` without a
/// range). ``choose(_:)`` stands for the user moving the thumbs.
@MainActor
public final class TerminalNumberRangeController: NumberRangeController {
  /// Set by the interactor while connected.
  public var onRangeChanged: ((ClosedRange<Double>?) -> Void)?
  /// The terminal the line is written to.
  public let terminal: TerminalIO
  /// The label before the values (the attribute, usually).
  public let title: String
  /// The values the range can take, when known.
  public private(set) var bounds: ClosedRange<Double>?
  /// The range chosen, if any.
  public private(set) var range: ClosedRange<Double>?

  /// Creates a range on a terminal.
  /// - Parameters:
  ///   - terminal: where the line is written by ``render()``.
  ///   - title: the label.
  public init(terminal: TerminalIO, title: String) {
    self.terminal = terminal
    self.title = title
  }

  /// Stores the bounds.
  public func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
  /// Stores the range.
  public func setRange(_ range: ClosedRange<Double>?) { self.range = range }

  /// Chooses a range (nil for none), as the user would.
  /// - Parameter range: the range.
  public func choose(_ range: ClosedRange<Double>?) { onRangeChanged?(range) }

  /// The line: the title, the range (or `any`) and the bounds when known.
  public var line: String {
    func text(_ range: ClosedRange<Double>) -> String {
      "\(JSONWriter.format(range.lowerBound)) – \(JSONWriter.format(range.upperBound))"
    }
    return "\(title) " + (range.map(text) ?? "any") + (bounds.map { " of " + text($0) } ?? "")
  }

  /// Writes the line.
  public func render() {
    terminal.write(line + "\n")
  }
}
