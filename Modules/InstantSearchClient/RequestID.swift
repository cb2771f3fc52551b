/// The `Request-ID` header value: 11 characters `[0-9A-Za-z]`, minted once per call and sent
/// unchanged by every retry of that call, so the server's logs can tie the attempts together.
enum RequestID {
  private static let alphabet = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  /// A fresh identifier.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<11).map { _ in alphabet.randomElement(using: &generator)! }
    return String(decoding: bytes, as: UTF8.self)
  }
}
