import CCurl
import Foundation
import InstantSearchCore

/// One HTTP exchange over libcurl, run on a thread of its own that sleeps in `curl_multi_poll`
/// until the socket is ready, the timeout expires or the exchange is cancelled: waiting for a
/// slow host costs no CPU.
///
/// Its handles come from a ``CurlHandles`` pool (``CurlHandles/shared`` for
/// ``HTTPTransport/curl``) and go back there when it ends, with the connection left open for the
/// next exchange with the same host.
///
/// Owned by ``HTTPTransport/curl``: created per request, run once, then dropped.
final class CurlExchange: @unchecked Sendable {
  // @unchecked Sendable: `easy`, `headerList`, `received` and `headerLines` are used only by the
  // one thread that calls `run()`; `multi` is shared with `cancel()` only for
  // `curl_multi_wakeup`, which libcurl allows from any thread, and only while the exchange holds
  // the handles: `state` is behind a lock, and the handles go back to the pool under it.
  private enum State { case waiting, cancelled, finished }

  private let state = Locked(State.waiting)
  private let handles: CurlHandles
  private let pair: CurlHandles.Pair
  private var multi: UnsafeMutableRawPointer { pair.multi }
  private var easy: UnsafeMutableRawPointer { pair.easy }
  private var headerList: UnsafeMutablePointer<curl_slist>?
  private var received = Data()
  private var headerLines: [String] = []

  /// libcurl's global state, set up once before the first handle.
  private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  /// Prepares the exchange on handles from `handles`; nothing is sent until ``run()``.
  /// - Throws: ``TransportFailure/network(_:)`` when libcurl cannot make a handle.
  init(_ request: HTTPRequest, handles: CurlHandles = .shared) throws {
    guard Self.initialized, let pair = handles.take(for: Self.origin(of: request.url)) else {
      throw TransportFailure.network("cannot start libcurl")
    }
    self.handles = handles
    self.pair = pair
    configure(request)
  }

  deinit {
    finish()
  }

  /// `scheme://host:port` of a URL, the key under which its connections are kept.
  static func origin(of url: URL) -> String {
    "\(url.scheme ?? "http")://\(url.host ?? ""):\(url.port ?? (url.scheme == "https" ? 443 : 80))"
  }

  /// Ends the exchange once: the header list freed, the handles given back to the pool (a
  /// late ``cancel()`` then touches nothing).
  private func finish() {
    let ended = state.withLock { state -> Bool in
      defer { state = .finished }
      return state == .finished
    }
    guard !ended else { return }
    curl_slist_free_all(headerList)
    headerList = nil
    handles.give(pair)
  }

  private func configure(_ request: HTTPRequest) {
    ccurl_set_string(easy, CURLOPT_URL, request.url.absoluteString)
    ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1)
    ccurl_set_long(easy, CURLOPT_TIMEOUT_MS, max(1, Int(request.timeout.seconds * 1000)))
    if request.method != "GET" || request.body != nil {
      ccurl_set_string(easy, CURLOPT_CUSTOMREQUEST, request.method)
    }
    if let body = request.body {
      ccurl_set_long(easy, CURLOPT_POSTFIELDSIZE, body.count)
      body.withUnsafeBytes { bytes in
        _ = ccurl_set_pointer(
          easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
      }
    }
    // No `Expect: 100-continue` pause before a large body.
    for line in request.headers.map({ "\($0): \($1)" }) + ["Expect:"] {
      headerList = curl_slist_append(headerList, line)
    }
    ccurl_set_pointer(easy, CURLOPT_HTTPHEADER, headerList)
    let context = Unmanaged.passUnretained(self).toOpaque()
    ccurl_set_pointer(easy, CURLOPT_WRITEDATA, context)
    ccurl_set_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
      let exchange = Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue()
      if let data {
        exchange.received.append(
          contentsOf: UnsafeRawBufferPointer(start: data, count: size * count))
      }
      return size * count
    }
    ccurl_set_pointer(easy, CURLOPT_HEADERDATA, context)
    ccurl_set_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
      let exchange = Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue()
      if let data {
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        exchange.headerLines.append(String(decoding: bytes, as: UTF8.self))
      }
      return size * count
    }
  }

  /// Stops a running exchange soon (its thread wakes at once); ``run()`` then throws
  /// `CancellationError`. Safe from any thread, before or during ``run()``.
  func cancel() {
    state.withLock { state in
      guard state == .waiting else { return }
      state = .cancelled
      curl_multi_wakeup(multi)
    }
  }

  /// Performs the exchange, blocking the calling thread (never a concurrency pool thread) in
  /// `curl_multi_poll` between socket events.
  func run() -> Result<HTTPResponse, any Error> {
    defer { finish() }
    _ = ccurl_finished_result(multi)  // nothing of an earlier exchange is read as this one's
    curl_multi_add_handle(multi, easy)
    defer { curl_multi_remove_handle(multi, easy) }
    var running: Int32 = 1
    var result: Int32 = -1
    while result < 0 {
      if state.withLock({ $0 == .cancelled }) { return .failure(CancellationError()) }
      curl_multi_perform(multi, &running)
      result = ccurl_finished_result(multi)
      if result < 0 && running > 0 { curl_multi_poll(multi, nil, 0, 1000, nil) }
    }
    guard result == Int32(CURLE_OK.rawValue) else {
      return .failure(Self.failure(for: UInt32(result)))
    }
    return .success(
      HTTPResponse(status: ccurl_response_code(easy), headers: headers(), body: received))
  }

  /// The headers of the last response (an interim `100 Continue` is skipped).
  private func headers() -> [String: String] {
    Self.headers(of: headerLines)
  }

  /// The headers of the last response among `lines` (as libcurl hands them over, each with its
  /// line end; a status line starts a response): names lowercased, both sides trimmed of
  /// spaces, tabs and line ends. Read by their bytes: Foundation's trimming cost more than the
  /// rest of an exchange's own work.
  static func headers(of lines: [String]) -> [String: String] {
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
    func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
      let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
      let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
      return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
    var headers: [String: String] = [:]
    for line in lines {
      if line.hasPrefix("HTTP/") {
        headers = [:]
        continue
      }
      let bytes = Array(line.utf8)
      guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { continue }
      headers[trimmed(bytes[..<colon]).lowercased()] = trimmed(bytes[(colon + 1)...])
    }
    return headers
  }

  /// Maps a libcurl result code to a failure that names no URL.
  private static func failure(for code: UInt32) -> TransportFailure {
    switch code {
    case CURLE_OPERATION_TIMEDOUT.rawValue: return .timedOut
    case CURLE_COULDNT_CONNECT.rawValue: return .cannotConnect("connection refused")
    case CURLE_COULDNT_RESOLVE_HOST.rawValue: return .cannotConnect("host not found")
    case CURLE_GOT_NOTHING.rawValue, CURLE_PARTIAL_FILE.rawValue, CURLE_RECV_ERROR.rawValue,
      CURLE_SEND_ERROR.rawValue:
      return .network("connection lost before the response was complete")
    case CURLE_SSL_CONNECT_ERROR.rawValue, CURLE_PEER_FAILED_VERIFICATION.rawValue,
      CURLE_SSL_CERTPROBLEM.rawValue, CURLE_SSL_CACERT_BADFILE.rawValue:
      return .network("TLS failure (libcurl error \(code))")
    default:
      let text = curl_easy_strerror(CURLcode(code)).map { String(cString: $0) } ?? "unknown"
      return .network("libcurl error \(code): \(text)")
    }
  }
}
