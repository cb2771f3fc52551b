/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, in a few words (for example `expected ':' after an object key`).
  public let reason: String
  /// The line of the offending byte, from 1.
  public let line: Int
  /// The column of the offending byte on its line, from 1, counted in bytes.
  public let column: Int
  /// The offset of the offending byte from the start of the text.
  public let offset: Int

  /// Creates an error at a known place.
  ///
  /// - Parameters:
  ///   - reason: what was wrong.
  ///   - line: the line, from 1.
  ///   - column: the column, from 1.
  ///   - offset: the byte offset, from 0.
  public init(reason: String, line: Int, column: Int, offset: Int) {
    self.reason = reason
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line L, column C: reason`.
  public var description: String {
    "line \(line), column \(column): \(reason)"
  }
}
