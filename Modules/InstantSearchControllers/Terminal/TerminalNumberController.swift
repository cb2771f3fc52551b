import InstantSearchConnectors
import InstantSearchCore

/// A terminal stepper: one line, `price >= 100 of 0.99 – 2000` (or `price >= any of …` without
/// a number). ``choose(_:)``, ``stepUp()`` and ``stepDown()`` stand for the user typing a
/// number and pressing the stepper's buttons.
@MainActor
public final class TerminalNumberController: NumberController {
  /// Set by the interactor while connected.
  public var onNumberChosen: ((Double?) -> Void)?
  /// Set by the interactor while connected.
  public var onIncrement: (() -> Void)?
  /// Set by the interactor while connected.
  public var onDecrement: (() -> Void)?
  /// The terminal the line is written to.
  public let terminal: TerminalIO
  /// The label before the number (the attribute and the operator, as `price >=`).
  public let title: String
  /// The number chosen, if any.
  public private(set) var number: Double?
  /// The values the number can take, when known.
  public private(set) var bounds: ClosedRange<Double>?

  /// Creates a stepper on a terminal.
  /// - Parameters:
  ///   - terminal: where the line is written by ``render()``.
  ///   - title: the label, escaped when drawn.
  public init(terminal: TerminalIO, title: String) {
    self.terminal = terminal
    self.title = title
  }

  /// Stores the number.
  public func setNumber(_ number: Double?) { self.number = number }
  /// Stores the bounds.
  public func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }

  /// Chooses a number (nil for none), as the user would.
  /// - Parameter number: the number.
  public func choose(_ number: Double?) { onNumberChosen?(number) }
  /// Steps up, as the user would.
  public func stepUp() { onIncrement?() }
  /// Steps down, as the user would.
  public func stepDown() { onDecrement?() }

  /// The line: the title, the number (or `any`) and the bounds when known.
  public var line: String {
    let bounds = bounds.map {
      " of \(JSONWriter.format($0.lowerBound)) – \(JSONWriter.format($0.upperBound))"
    }
    return TerminalText.escaped(title) + " " + (number.map { JSONWriter.format($0) } ?? "any")
      + (bounds ?? "")
  }

  /// Writes the line.
  public func render() {
    terminal.write(line + "\n")
  }
}
