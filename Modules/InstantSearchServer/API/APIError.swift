import InstantSearchCore

/// An error answered in Algolia's shape, `{"message": "...", "status": N}`: the request was
/// refused, and the server goes on serving.
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status.
  public var status: Int
  /// What was wrong, and where.
  public var message: String

  /// Creates an error.
  /// - Parameters:
  ///   - status: the HTTP status.
  ///   - message: what was wrong, and where.
  public init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The body Algolia answers.
  public var json: JSON {
    ["message": .string(message), "status": .number(Double(status))]
  }

  /// `403 Invalid Application-ID or API key`, Algolia's answer to a missing or unknown key.
  static let invalidCredentials = APIError(403, "Invalid Application-ID or API key")
  /// `403 Method not allowed with this API key`, Algolia's answer to a key without the ACL.
  static let notAllowed = APIError(403, "Method not allowed with this API key")

  /// `status: message`.
  public var description: String { "\(status): \(message)" }
}
