/// The filters parser's messages in plain words, for the REPL. The parser words its errors as
/// Algolia's API does (`Unexpected token string(1e3) expected end of filter`), which the engine
/// and the server must keep; a person at the prompt reads `unexpected "1e3", expected end of
/// filter`.
enum FilterErrorWording {
  /// `message` with the parser's token names and phrases put plainly; unchanged when it holds
  /// none of them.
  /// - Parameter message: A message of `FilterParseError`.
  /// - Returns: The message to show.
  static func plain(_ message: String) -> String {
    if message.hasPrefix("Not allowed incomplete string") {
      return "a quoted value is not closed"
    }
    let prefix = "Unexpected token "
    guard message.hasPrefix(prefix) else { return message }
    var rest = message.dropFirst(prefix.count)
    var token: String
    if let range = rest.range(of: " expected ") {
      token = String(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    } else {
      token = String(rest)
      rest = ""
    }
    for kind in ["string(", "number("] where token.hasPrefix(kind) && token.hasSuffix(")") {
      let value = token.dropFirst(kind.count).dropLast()
      token = kind == "string(" ? "\"\(value)\"" : String(value)
    }
    return "unexpected \(token)" + (rest.isEmpty ? "" : ", expected \(rest)")
  }
}
