import Foundation
import Glibc

/// A failed socket call, with the call's name and `errno`.
public struct SocketError: Error, Sendable, CustomStringConvertible {
  /// The failing call, as `bind`.
  public var call: String
  /// The `errno` it left.
  public var code: Int32

  /// `bind failed: Address already in use (98)`.
  public var description: String {
    "\(call) failed: \(String(cString: strerror(code))) (\(code))"
  }
}

/// The few blocking socket calls the loopback server needs, each returning a Swift error.
enum Socket {
  /// A TCP socket bound to 127.0.0.1 on a free port, and the port.
  static func bindLoopback() throws -> (fd: Int32, port: Int) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "bind", code: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "getsockname", code: code)
    }
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Sets a receive timeout so a silent client cannot hold a connection thread forever.
  static func setReceiveTimeout(_ fd: Int32, seconds: Int) {
    var value = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Reads what is available (blocking); nil at end of stream or on error.
  static func receive(_ fd: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Writes all bytes, ignoring a peer that went away (no SIGPIPE).
  static func sendAll(_ fd: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      offset += count
    }
  }
}
