/// An API key that never shows itself: its description, debug description and mirror all read
/// `<redacted>`, so printing, dumping or logging a configuration cannot leak it.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable, ExpressibleByStringLiteral
{
  /// The key itself, for the authentication header only.
  let value: String

  /// Wraps a key.
  /// - Parameter value: the API key.
  public init(_ value: String) {
    self.value = value
  }

  /// Wraps a key written as a literal.
  /// - Parameter value: the API key.
  public init(stringLiteral value: String) {
    self.value = value
  }

  /// Always `<redacted>`.
  public var description: String { "<redacted>" }
  /// Always `APIKey(<redacted>)`.
  public var debugDescription: String { "APIKey(<redacted>)" }
  /// A mirror with no children.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// Replaces every occurrence of the key in a text (a server message, a body) by `<redacted>`.
  /// - Parameter text: a text that may echo the key.
  /// - Returns: the text without the key.
  func redact(_ text: String) -> String {
    guard value.count >= 4 else { return text }
    return text.replacing(value, with: "<redacted>")
  }
}
