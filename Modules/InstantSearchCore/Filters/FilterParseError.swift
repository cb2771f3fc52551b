/// An error reading a filters string, located by column as Algolia does:
/// `filters: Unexpected token string(dates) expected end of filter at col 15`.
public struct FilterParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, without the `filters:` prefix and the column.
  public let message: String
  /// The 1-based column (in characters) where the unexpected text begins; for a token preceded
  /// by blanks, the column of the first blank, as Algolia reports it.
  public let column: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: what was wrong.
  ///   - column: the 1-based column.
  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// `filters: <message> at col <column>`, the text of Algolia's HTTP 400 error.
  public var description: String { "filters: \(message) at col \(column)" }
}
