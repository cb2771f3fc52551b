import InstantSearchCore

/// What a command produced: lines of text for a person and a JSON object for a script.
public struct Report: Sendable {
  /// The lines printed in text mode, without line breaks.
  public var lines: [String]

  /// The fields printed in JSON mode (the session adds `"command"`).
  public var json: JSONObject

  /// Creates a report.
  /// - Parameters:
  ///   - lines: The text lines.
  ///   - json: The JSON fields.
  public init(lines: [String] = [], json: JSONObject = [:]) {
    self.lines = lines
    self.json = json
  }
}
