import InstantSearchCore

/// One answer: a status and a JSON body, held as a value or as the text already written (a
/// search's answer, written from its parts without its tree: see
/// `LocalClient.searchText(indexName:parameters:)`).
public struct ServerResponse: Sendable, Equatable {
  /// The HTTP status.
  public var status: Int
  private var content: Content

  /// A body as a value, or as its text.
  private enum Content: Sendable {
    case value(JSON)
    case text([UInt8])
  }

  /// Creates a response.
  /// - Parameters:
  ///   - status: the HTTP status, 200 by default.
  ///   - body: the JSON body.
  public init(status: Int = 200, _ body: JSON) {
    self.status = status
    content = .value(body)
  }

  /// Creates a response whose body is already written.
  /// - Parameters:
  ///   - status: the HTTP status, 200 by default.
  ///   - text: the body's JSON text, as `JSONWriter` writes it.
  public init(status: Int = 200, text: [UInt8]) {
    self.status = status
    content = .text(text)
  }

  /// The answer to a refused request.
  /// - Parameter error: what was wrong.
  public init(_ error: APIError) {
    self.init(status: error.status, error.json)
  }

  /// The body (a written body parsed, `null` if its text is not JSON).
  public var body: JSON {
    get {
      switch content {
      case .value(let value): value
      case .text(let text): (try? JSONParser.parse(text)) ?? .null
      }
    }
    set { content = .value(newValue) }
  }

  /// The body's text, as the server sends it: `JSONWriter`'s compact text of ``body``.
  public var text: [UInt8] {
    switch content {
    case .value(let value): JSONWriter().bytes(value)
    case .text(let text): text
    }
  }

  /// Two responses are equal when their statuses and bodies are.
  public static func == (left: ServerResponse, right: ServerResponse) -> Bool {
    left.status == right.status && left.body == right.body
  }
}
