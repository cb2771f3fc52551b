/// A command that could not be carried out: the message says what went wrong.
public struct SessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A sentence saying what went wrong and, where it helps, what to do.
  public var message: String

  /// Creates an error.
  /// - Parameter message: What went wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
