import InstantSearchCore

/// One answer: a status and a JSON body.
public struct ServerResponse: Sendable, Equatable {
  /// The HTTP status.
  public var status: Int
  /// The body.
  public var body: JSON

  /// Creates a response.
  /// - Parameters:
  ///   - status: the HTTP status, 200 by default.
  ///   - body: the JSON body.
  public init(status: Int = 200, _ body: JSON) {
    self.status = status
    self.body = body
  }

  /// The answer to a refused request.
  /// - Parameter error: what was wrong.
  public init(_ error: APIError) {
    self.init(status: error.status, error.json)
  }
}
