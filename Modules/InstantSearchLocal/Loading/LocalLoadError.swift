/// Why records or settings could not be loaded, and where.
///
/// Loading is all or nothing: when this is thrown, no index was added or changed.
public struct LocalLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (or source name) that was being read.
  public var file: String
  /// The line in the file, when known (from 1).
  public var line: Int?
  /// The column in the line, when known (from 1).
  public var column: Int?
  /// The settings key or record member at fault, when known.
  public var key: String?
  /// What was wrong.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: the file or source name.
  ///   - line: the line, from 1.
  ///   - column: the column, from 1.
  ///   - key: the settings key or record member at fault.
  ///   - reason: what was wrong.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, reason: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.key = key
    self.reason = reason
  }

  /// `file:line:column: key `name`: reason`.
  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let column { place += ":\(column)" }
    if let key { return "\(place): key `\(key)`: \(reason)" }
    return "\(place): \(reason)"
  }
}
