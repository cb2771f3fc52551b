import Foundation
import Glibc

/// Reads one HTTP/1.1 request from a socket: the head, then a body by `Content-Length` or chunked
/// encoding, answering `Expect: 100-continue` first.
enum HTTPRequestReader {
  /// The request, or nil when the peer closed or sent something that is not HTTP.
  static func read(from fd: Int32) -> RecordedRequest? {
    var buffer: [UInt8] = []
    var headEnd: Int?
    while headEnd == nil {
      guard let chunk = Socket.receive(fd) else { return nil }
      buffer += chunk
      headEnd = find([13, 10, 13, 10], in: buffer)
    }
    guard let headEnd else { return nil }
    let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    let headers = lines.compactMap { line -> RecordedRequest.Header? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return RecordedRequest.Header(
        name: String(line[..<colon]),
        value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    func header(_ name: String) -> String? {
      headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
    var body = Array(buffer[(headEnd + 4)...])
    if header("Expect")?.lowercased() == "100-continue" {
      Socket.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    if header("Transfer-Encoding")?.lowercased() == "chunked" {
      guard let decoded = readChunked(fd, &body) else { return nil }
      body = decoded
    } else {
      let length = header("Content-Length").flatMap { Int($0) } ?? 0
      while body.count < length {
        guard let chunk = Socket.receive(fd) else { return nil }
        body += chunk
      }
      body = Array(body.prefix(length))
    }
    return RecordedRequest(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: Data(body))
  }

  /// Decodes a chunked body, reading more from the socket as needed.
  private static func readChunked(_ fd: Int32, _ pending: inout [UInt8]) -> [UInt8]? {
    var output: [UInt8] = []
    while true {
      var lineEnd = find([13, 10], in: pending)
      while lineEnd == nil {
        guard let chunk = Socket.receive(fd) else { return nil }
        pending += chunk
        lineEnd = find([13, 10], in: pending)
      }
      guard let lineEnd else { return nil }
      let sizeText =
        String(decoding: pending[..<lineEnd], as: UTF8.self)
        .split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
        return nil
      }
      pending.removeFirst(lineEnd + 2)
      if size == 0 { return output }
      while pending.count < size + 2 {
        guard let chunk = Socket.receive(fd) else { return nil }
        pending += chunk
      }
      output += pending[..<size]
      pending.removeFirst(size + 2)
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
