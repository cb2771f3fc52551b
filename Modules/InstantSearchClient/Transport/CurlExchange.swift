import CCurl
import Foundation
import InstantSearchCore

/// One HTTP exchange over libcurl, run on a thread of its own that sleeps in `curl_multi_poll`
/// until the socket is ready, the timeout expires or the exchange is cancelled: waiting for a
/// slow host costs no CPU.
///
/// When the host answered the last exchange over the same handles within ``briefWait``, the
/// calling thread may first drive the exchange itself for that long (``run(within:)``): a host
/// on the same machine then answers without the exchange crossing to another thread and back,
/// which costs more than the search it asks for. A host slower than that is handed on at once.
///
/// Its handles come from a ``CurlHandles`` pool (``CurlHandles/shared`` for
/// ``HTTPTransport/curl``) and go back there when it ends, with the connection left open for the
/// next exchange with the same host.
///
/// Owned by ``HTTPTransport/curl``: created per request, run once, then dropped.
final class CurlExchange: @unchecked Sendable {
  // @unchecked Sendable: `pair`, `headerList`, `received`, `headerLines` and `began` are used
  // only by the thread running the exchange (the caller's in `run(within:)`, then the one
  // `run()` is handed to, which the hand-over orders after it); `multi` is shared with
  // `cancel()` only for `curl_multi_wakeup`, which libcurl allows from any thread, and only
  // while the exchange holds the handles: `state` is behind a lock, and the handles go back to
  // the pool under it.
  private enum State { case waiting, cancelled, finished }

  /// How long the calling thread may wait for a host that answered the last exchange over the
  /// same handles within as long.
  static let briefWait = Duration.milliseconds(2)

  private let state = Locked(State.waiting)
  private let handles: CurlHandles
  private var pair: CurlHandles.Pair
  private var multi: UnsafeMutableRawPointer { pair.multi }
  private var easy: UnsafeMutableRawPointer { pair.easy }
  private var headerList: UnsafeMutablePointer<curl_slist>?
  private var received = Data()
  private var headerLines: [String] = []
  /// When the exchange was first driven; nil before.
  private var began: ContinuousClock.Instant?

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

  /// Whether the host answered the last exchange over these handles within `wait`: the calling
  /// thread may then wait that long for this one (``run(within:)``).
  func mayWaitHere(_ wait: Duration) -> Bool {
    pair.lastAnswer.map { $0 <= wait } ?? false
  }

  /// Ends the exchange once: the easy handle out of its multi handle, the header list freed,
  /// the handles given back to the pool with the time of this exchange's answer (`answered`;
  /// nil when none came) (a late ``cancel()`` then touches nothing).
  private func finish(answered: Duration? = nil) {
    let ended = state.withLock { state -> Bool in
      defer { state = .finished }
      return state == .finished
    }
    guard !ended else { return }
    if began != nil { curl_multi_remove_handle(multi, easy) }
    curl_slist_free_all(headerList)
    headerList = nil
    pair.lastAnswer = answered
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
  /// `curl_multi_poll` between socket events; it goes on from where ``run(within:)`` stopped.
  func run() -> Result<HTTPResponse, any Error> {
    // Without a deadline, the drive ends only with a result.
    drive(until: nil) ?? .failure(TransportFailure.network("the exchange stopped unfinished"))
  }

  /// Performs the exchange for at most `wait`, blocking the calling thread: its result, or nil
  /// when none came in time, the exchange then left for ``run()`` to finish.
  func run(within wait: Duration) -> Result<HTTPResponse, any Error>? {
    drive(until: ContinuousClock.now + wait)
  }

  /// Drives the exchange until it ends (its result) or `deadline` passes (nil).
  private func drive(until deadline: ContinuousClock.Instant?) -> Result<HTTPResponse, any Error>? {
    if began == nil {
      began = .now
      _ = ccurl_finished_result(multi)  // nothing of an earlier exchange is read as this one's
      curl_multi_add_handle(multi, easy)
    }
    var running: Int32 = 1
    var result: Int32 = -1
    while result < 0 {
      if state.withLock({ $0 == .cancelled }) {
        finish()
        return .failure(CancellationError())
      }
      curl_multi_perform(multi, &running)
      result = ccurl_finished_result(multi)
      guard result < 0 && running > 0 else { continue }
      var milliseconds: Int32 = 1000
      if let deadline {
        let left = deadline - .now
        guard left > .zero else { return nil }
        // Rounded up: a wait rounded down to 0 ms would not sleep.
        let (seconds, attoseconds) = left.components
        milliseconds = Int32(min(1000, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
      }
      curl_multi_poll(multi, nil, 0, milliseconds, nil)
    }
    guard result == Int32(CURLE_OK.rawValue) else {
      finish()
      return .failure(Self.failure(for: UInt32(result)))
    }
    let response = HTTPResponse(
      status: ccurl_response_code(easy), headers: headers(), body: received)
    finish(answered: began.map { .now - $0 })
    return .success(response)
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
