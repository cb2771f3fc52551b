import Foundation

/// One call to the API before hosts are chosen: method, encoded path, query items, body, and
/// whether it is a read or a write.
struct APIRequest: Sendable {
  /// `GET` or `POST`.
  var method: String
  /// The encoded path, as `/1/indexes/my%20index/query` (see ``PathEncoding``).
  var path: String
  /// Query items, in order; names and values are encoded when the URL is built.
  var queryItems: [(name: String, value: String)] = []
  /// The JSON body, or nil.
  var body: Data?
  /// Read or write: picks the hosts and the base timeout.
  var callType: CallType

  /// The full URL on a host.
  func url(on host: APIHost) -> URL? {
    var text = host.description + path
    if !queryItems.isEmpty {
      text +=
        "?"
        + queryItems.map { PathEncoding.segment($0.name) + "=" + PathEncoding.segment($0.value) }
        .joined(separator: "&")
    }
    return URL(string: text)
  }
}
