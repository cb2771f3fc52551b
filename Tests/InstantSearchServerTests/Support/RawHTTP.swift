import Foundation
import Glibc

/// Bytes sent as they are to a server on 127.0.0.1, for requests an HTTP client would not
/// send (a chunked body, a request cut short), and the whole answer read back.
enum RawHTTP {
  /// A socket connected to the server on 127.0.0.1, with a receive timeout; nil when the
  /// connection is refused. The caller closes it.
  static func connect(port: Int, seconds: Int = 10) -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      return nil
    }
    return socket
  }

  /// Sends `request` on a new connection and reads until one whole answer has arrived, the
  /// server closes the connection, or `seconds` pass.
  /// - Returns: the answer as text ("" when the connection was closed with no answer).
  static func exchange(port: Int, _ request: [UInt8], seconds: Int = 10) -> String {
    guard let socket = connect(port: port, seconds: seconds) else { return "" }
    defer { close(socket) }
    return exchange(on: socket, request)
  }

  /// Sends `request` on a connected `socket` and reads until one whole answer has arrived, the
  /// server closes the connection, or the socket's receive timeout passes; the socket stays
  /// open.
  /// - Returns: the answer as text ("" when the connection was closed with no answer).
  static func exchange(on socket: Int32, _ request: [UInt8]) -> String {
    var offset = 0
    while offset < request.count {
      let sent = request[offset...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { break }
      offset += sent
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += buffer[0..<count]
      if let text = String(bytes: answer, encoding: .utf8), Self.isComplete(text) { break }
    }
    return String(decoding: answer, as: UTF8.self)
  }

  /// Whether an answer holds its headers and the whole body its `Content-Length` announces.
  private static func isComplete(_ text: String) -> Bool {
    guard let end = text.range(of: "\r\n\r\n") else { return false }
    let head = text[..<end.lowerBound].lowercased()
    guard
      let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
      let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
    else { return false }
    return text[end.upperBound...].utf8.count >= length
  }
}
