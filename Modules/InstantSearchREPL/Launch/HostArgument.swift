import InstantSearchClient

/// Reads a `--host` argument: `https://host`, `http://127.0.0.1:8080`, or a bare `host[:port]`
/// (HTTPS).
enum HostArgument {
  /// The API host `text` names.
  /// - Parameter text: The argument as typed.
  /// - Returns: The host.
  /// - Throws: `SessionError` saying what is wrong with the URL.
  static func parse(_ text: String) throws(SessionError) -> APIHost {
    var rest = Substring(text)
    var scheme = "https"
    if let separator = rest.firstRange(of: "://") {
      scheme = rest[..<separator.lowerBound].lowercased()
      rest = rest[separator.upperBound...]
      guard scheme == "http" || scheme == "https" else {
        throw SessionError("host \"\(text)\": the scheme must be http or https")
      }
    }
    if rest.hasSuffix("/") { rest = rest.dropLast() }
    guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@") else {
      throw SessionError("host \"\(text)\": expected [http[s]://]NAME[:PORT]")
    }
    var name = rest
    var port: Int?
    if let colon = rest.lastIndex(of: ":") {
      guard let number = Int(rest[rest.index(after: colon)...]), (1...65535).contains(number)
      else {
        throw SessionError("host \"\(text)\": the port must be a number from 1 to 65535")
      }
      name = rest[..<colon]
      port = number
    }
    guard !name.isEmpty else { throw SessionError("host \"\(text)\": the name is empty") }
    return APIHost(String(name), scheme: scheme, port: port)
  }
}
