import Foundation
import InstantSearchCore

/// Reads the message of an error answer: Algolia's `{"message": ..., "status": ...}`, or, when
/// the body is not that JSON (an HTML 502 page, plain text, nothing), its first line.
enum ErrorBody {
  /// The longest excerpt of a non-JSON body kept in a message.
  static let excerptLength = 200

  /// The message of an error body.
  /// - Parameters:
  ///   - body: the response body.
  ///   - status: the HTTP status, used when the body is empty.
  /// - Returns: a one-line message.
  static func message(in body: Data, status: Int) -> String {
    if let json = try? JSONParser.parse(body), case .string(let message)? = json["message"] {
      return message
    }
    let text = String(decoding: body, as: UTF8.self)
      .split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    if text.isEmpty { return "empty body" }
    if text.count <= excerptLength { return "non-JSON body: \(text)" }
    return "non-JSON body: \(text.prefix(excerptLength))…"
  }
}
