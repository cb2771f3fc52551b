import CMicroHTTPD
import Foundation
import InstantSearchCore

/// The HTTP side: one listening socket on an IPv4 address and port, whose connections an
/// acceptor thread hands to `threads` libmicrohttpd daemons of one thread each, always to the
/// daemon holding the fewest; each daemon waits on its connections with epoll (at most
/// `maxConnections` in all; a slow client holds no thread); an idle or slow connection closed
/// after `timeout`, bodies over `maxBodyBytes` refused with 413. A port something else listens
/// on is refused. Each complete request goes to the ``Router`` on its connection's thread and is
/// logged.
///
/// One daemon a thread, each handed its connections, not one daemon with a pool of threads nor
/// daemons sharing the port with `SO_REUSEPORT`: the pool's threads take turns accepting, so a
/// client opening its connections at once often had them all on one thread, one core serving
/// while the other idled; and the kernel's spread of a shared port left one daemon with nearly
/// twice another's connections, whose requests waited longest (Benchmarks README, "Server under
/// load"). Accepting is the only socket call the server makes itself: libmicrohttpd reads,
/// parses and answers (`MHD_add_connection`).
///
/// A request that may write (``Router/mayWrite(method:segments:)``) is answered on a queue of
/// its own: its connection is suspended meanwhile and resumed with the answer, so a write
/// waiting for its log's fsync holds no daemon thread, and the searches of that thread's other
/// connections go on (Benchmarks README, "Server under load").
///
/// ``stop()`` stops accepting, lets the requests in progress finish (the writes handed to their
/// queue answered), and returns once every connection thread has ended.
public final class SearchServer: @unchecked Sendable {
  // @unchecked Sendable: `accepting` and the workers' daemons are set in `start` and cleared in
  // `stop`, both called from one controlling thread; `callbacks` and `workers` are C memory the
  // daemons and the acceptor read, whose counts change atomically only; `stopping` is locked.
  /// The limits and the address.
  public struct Limits: Sendable {
    /// The largest request body accepted.
    public var maxBodyBytes = 10 * 1024 * 1024
    /// The most connections open at once, in all the threads; more are closed as they arrive.
    public var maxConnections = 64
    /// Seconds a connection may stay idle (or a request take to arrive) before it is closed.
    public var timeoutSeconds = 10
    /// The threads answering requests: one a processor (writes wait for the disk on a queue
    /// of their own).
    public var threads = ProcessInfo.processInfo.activeProcessorCount

    /// The defaults: 10 MiB, 64 connections, 10 s, one thread a processor.
    public init() {}
  }

  /// The router answering requests.
  public let router: Router
  /// The request log.
  public let log: RequestLog
  private let limits: Limits
  private let callbacks: UnsafeMutablePointer<cmhd_server>
  /// One a daemon (nil while stopped), read by the acceptor and the daemon's callbacks.
  private let workers: UnsafeMutablePointer<cmhd_worker>
  private let workerCount: Int
  /// Whether the acceptor thread runs.
  private var accepting = false
  /// Where the requests that may write are answered, off the daemons' threads.
  private let writes = DispatchQueue(
    label: "org.instantsearch.server.writes", attributes: .concurrent)
  /// The requests handed to `writes` and not yet answered.
  private let deferred = DispatchGroup()
  /// Set while the server stops: no request is handed to `writes` then (each one handed over
  /// must resume its connection before its daemon stops).
  private let stopping = Locked(false)

  /// Creates a server; nothing listens before ``start(address:port:)``.
  public init(router: Router, limits: Limits = Limits(), log: RequestLog = RequestLog()) {
    self.router = router
    self.limits = limits
    self.log = log
    workerCount = max(limits.threads, 1)
    callbacks = .allocate(capacity: 1)
    workers = .allocate(capacity: workerCount)
    workers.initialize(
      repeating: cmhd_worker(server: callbacks, daemon: nil, open_connections: 0),
      count: workerCount)
    callbacks.initialize(
      to: cmhd_server(
        handler: nil, context: nil, max_body: limits.maxBodyBytes,
        connection_limit: UInt32(max(limits.maxConnections, 1)), open_connections: 0,
        listen_socket: -1, stopping: 0, acceptor: pthread_t(), workers: workers,
        worker_count: UInt32(workerCount)))
  }

  deinit {
    stop()
    workers.deallocate()
    callbacks.deallocate()
  }

  /// Starts listening.
  /// - Parameters:
  ///   - address: an IPv4 address (`127.0.0.1` by default elsewhere).
  ///   - port: the port, 0 for any free one.
  /// - Returns: the port listened on.
  /// - Throws: ``APIError`` 500 saying the address is not IPv4 or the port cannot be bound.
  public func start(address: String, port: Int) throws -> Int {
    callbacks.pointee.context = Unmanaged.passUnretained(self).toOpaque()
    callbacks.pointee.handler = { context, connection, method, url, body, length, tooLarge, state in
      let server = Unmanaged<SearchServer>.fromOpaque(context!).takeUnretainedValue()
      return server.handle(connection!, method!, url!, body, length, tooLarge != 0, state!)
    }
    guard (0...65535).contains(port) else { throw APIError(500, "port \(port) is out of range") }
    stop()
    let listening = cmhd_listen(callbacks, address, UInt16(port))
    guard listening > 0 else { throw Self.refusal(address, port, answer: listening) }
    // No daemon runs (stop() returned): no connection is open.
    callbacks.pointee.open_connections = 0
    for index in 0..<workerCount {
      workers[index].open_connections = 0
      guard let daemon = cmhd_start(workers + index, UInt32(limits.timeoutSeconds)) else {
        stop()
        throw APIError(
          500, "cannot listen on \(address):\(listening): the HTTP daemon did not start")
      }
      workers[index].daemon = daemon
    }
    let failure = cmhd_start_acceptor(callbacks)
    guard failure == 0 else {
      stop()
      throw APIError(
        500, "cannot listen on \(address):\(listening): \(String(cString: strerror(failure)))")
    }
    stopping.withLock { $0 = false }
    accepting = true
    return Int(listening)
  }

  /// How many connections each daemon holds now, in order: what the acceptor balances.
  var connectionsByThread: [Int] {
    (0..<workerCount).map { Int(cmhd_worker_connections(workers + $0)) }
  }

  /// Why `address:port` cannot be listened on, from ``cmhd_listen``'s `answer`: 0 for an
  /// address that is not IPv4, minus an `errno` for a failed bind or listen.
  static func refusal(_ address: String, _ port: Int, answer: Int32) -> APIError {
    let reason: String
    switch -answer {
    case 0: reason = "\(address) is not an IPv4 address"
    case EADDRINUSE: reason = "port \(port) is in use (another server listens on it)"
    case EADDRNOTAVAIL: reason = "\(address) is not an address of this machine"
    case EACCES: reason = "port \(port) needs privileges (ports below 1024)"
    default: reason = String(cString: strerror(-answer))
    }
    return APIError(500, "cannot listen on \(address):\(port): \(reason)")
  }

  /// Stops accepting, waits for the requests in progress, closes every connection.
  public func stop() {
    // The acceptor ends first (nothing is handed to a daemon being stopped), and the listening
    // socket closes with it, so the port is free once this returns.
    if accepting || callbacks.pointee.listen_socket >= 0 {
      cmhd_stop_acceptor(callbacks, accepting ? 1 : 0)
      accepting = false
    }
    // Requests arriving from now on are answered on their daemon's thread; those handed over
    // are answered (their connections resumed) before the daemons stop.
    stopping.withLock { $0 = true }
    deferred.wait()
    for index in 0..<workerCount {
      if let daemon = workers[index].daemon { MHD_stop_daemon(daemon) }
      workers[index].daemon = nil
    }
  }

  private func handle(
    _ connection: OpaquePointer, _ method: UnsafePointer<CChar>, _ url: UnsafePointer<CChar>,
    _ body: UnsafePointer<CChar>?, _ length: Int, _ tooLarge: Bool, _ state: UnsafeMutableRawPointer
  ) -> MHD_Result {
    let start = ContinuousClock.now
    let path = String(cString: url)
    let methodName = String(cString: method)
    guard !tooLarge else {
      let refusal = APIError(
        413, "Request body too large: the limit is \(limits.maxBodyBytes) bytes")
      return respond(ServerResponse(refusal), methodName, path, since: start) {
        cmhd_respond(connection, $0, $1, $2)
      }
    }
    let bytes = body.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []
    let request = ServerRequest(
      method: methodName, path: path, query: values(connection, .GET_ARGUMENT_KIND),
      headers: values(connection, .HEADER_KIND), body: bytes)
    if Router.mayWrite(method: methodName, segments: request.segments), handOver() {
      cmhd_defer(connection)
      let suspended = Suspended(connection: connection, state: state)
      writes.async { [self] in
        _ = respond(router.answer(request), methodName, path, since: start) {
          cmhd_resume(suspended.connection, suspended.state, $0, $1, $2)
          return .YES
        }
        deferred.leave()
      }
      return .YES
    }
    return respond(router.answer(request), methodName, path, since: start) {
      cmhd_respond(connection, $0, $1, $2)
    }
  }

  /// A connection suspended while its request is answered on `writes`, and the request's state
  /// in the shim. Sendable: the daemon leaves both alone until `cmhd_resume`.
  private struct Suspended: @unchecked Sendable {
    let connection: OpaquePointer
    let state: UnsafeMutableRawPointer
  }

  /// Counts a request handed to `writes`, unless the server stops.
  private func handOver() -> Bool {
    stopping.withLock { stopping in
      guard !stopping else { return false }
      deferred.enter()
      return true
    }
  }

  /// Sends a response's status and text through `send` and logs the request.
  private func respond(
    _ response: ServerResponse, _ method: String, _ path: String,
    since start: ContinuousClock.Instant,
    _ send: (UInt32, UnsafePointer<CChar>?, Int) -> MHD_Result
  ) -> MHD_Result {
    let result = response.text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        send(UInt32(response.status), $0.baseAddress, $0.count)
      }
    }
    log.record(
      method: method, path: path, status: response.status,
      milliseconds: (ContinuousClock.now - start).milliseconds)
    return result
  }

  /// A connection's headers or query arguments, names lowercased for headers; query values
  /// percent-decoded (the path keeps its escapes, see the shim).
  private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
    final class Box { var values: [String: String] = [:] }
    let box = Box()
    let decode = kind == .GET_ARGUMENT_KIND
    withExtendedLifetime(box) {
      _ = MHD_get_connection_values(
        connection, kind,
        { context, _, key, value in
          let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
          guard let key else { return .YES }
          box.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
          return .YES
        }, Unmanaged.passUnretained(box).toOpaque())
    }
    guard decode else { return box.values }
    return Dictionary(
      box.values.map { key, value in
        (
          ServerRequest.percentDecoded(key, plusAsSpace: true),
          ServerRequest.percentDecoded(value, plusAsSpace: true)
        )
      }, uniquingKeysWith: { _, last in last })
  }
}
