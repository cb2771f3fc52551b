import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchServer

/// The daemons: one a thread, each handed as many of the port's connections as the others, all
/// answering, one connection limit for all, a port in use refused, and the port given back when
/// the server stops.
@Suite("The HTTP daemons", .timeLimit(.minutes(2)))
struct SearchServerTests {
  /// A search request on a connection kept open.
  static let search = Array(
    ("POST /1/indexes/products/query HTTP/1.1\r\nHost: localhost\r\nX-Algolia-API-Key: "
      + ServerHarness.adminKey + "\r\nContent-Length: 2\r\n\r\n{}").utf8)

  /// A server on `threads` threads over one product, `lamp`.
  private func lampServer(threads: Int, maxConnections: Int = 64) throws -> ServerHarness {
    var limits = SearchServer.Limits()
    (limits.threads, limits.maxConnections) = (threads, maxConnections)
    return try ServerHarness(
      limits: limits, files: ["products.json": #"[{"objectID":"1","name":"lamp"}]"#])
  }

  @Test(
    "connections held open at once on four threads are all answered, each thread holding as many"
  )
  func manyConnections() throws {
    let harness = try lampServer(threads: 4)
    let sockets = (0..<16).compactMap { _ in RawHTTP.connect(port: harness.port) }
    defer { for socket in sockets { close(socket) } }
    #expect(sockets.count == 16)
    let answers = sockets.map { socket in RawHTTP.exchange(on: socket, Self.search) }
    #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200") && $0.contains(#""nbHits":1"#) })
    // Each connection went to the daemon holding the fewest.
    #expect(harness.server.connectionsByThread == [4, 4, 4, 4])
  }

  @Test(
    "the connection limit counts every thread's: as many as the limit are answered, one more is closed at once, a closed one frees its place"
  )
  func connectionLimit() throws {
    let harness = try lampServer(threads: 4, maxConnections: 4)
    var held = (0..<4).compactMap { _ in RawHTTP.connect(port: harness.port, seconds: 5) }
    defer { for socket in held { close(socket) } }
    // One on each thread, all four are answered.
    #expect(held.allSatisfy { RawHTTP.exchange(on: $0, Self.search).contains(#""nbHits":1"#) })
    let started = ContinuousClock.now
    #expect(RawHTTP.exchange(port: harness.port, Self.search, seconds: 5) == "")
    #expect(ContinuousClock.now - started < .seconds(4))
    close(held.removeLast())
    // The daemon counts the closed connection out as it notices it.
    var answered = false
    for _ in 0..<50 where !answered {
      answered = RawHTTP.exchange(port: harness.port, Self.search, seconds: 5).contains(
        #""nbHits":1"#)
      if !answered { usleep(20_000) }
    }
    #expect(answered)
  }

  /// A write sent on its own connection and kept waiting: the write log is a FIFO nobody reads
  /// yet, so the first write waits in opening it. Opening `log` for reading lets it go on.
  private struct WaitingWrite {
    let log: String
    let answer = Locked("")
    let answered = DispatchSemaphore(value: 0)

    init(on harness: ServerHarness) throws {
      log = Compaction.logPath(harness.folder)
      try FileManager.default.createDirectory(
        atPath: Compaction.stateFolder(harness.folder), withIntermediateDirectories: true)
      #expect(mkfifo(log, 0o600) == 0)
      let write = Array(
        ("PUT /1/indexes/products/2 HTTP/1.1\r\nHost: localhost\r\nX-Algolia-API-Key: "
          + ServerHarness.adminKey + "\r\nContent-Length: 15\r\n\r\n{\"name\":\"desk\"}").utf8)
      let (answer, answered, port) = (answer, answered, harness.port)
      Thread {
        let text = RawHTTP.exchange(port: port, write)
        answer.withLock { $0 = text }
        answered.signal()
      }.start()
      // The sources are recorded just before the log is opened.
      for _ in 0..<500
      where !FileManager.default.fileExists(atPath: Compaction.sourcesPath(harness.folder)) {
        usleep(10_000)
      }
      usleep(100_000)
    }

    /// Lets the write go on: a FIFO cannot be synced, so it is refused.
    func release() -> Int32 { open(log, O_RDONLY | O_NONBLOCK) }
  }

  @Test(
    "a write waiting for the disk holds no thread: on one thread, another connection's search is answered meanwhile"
  )
  func writeWaitsOffTheThread() throws {
    let harness = try lampServer(threads: 1)
    let write = try WaitingWrite(on: harness)
    #expect(write.answer.withLock { $0 } == "")
    #expect(RawHTTP.exchange(port: harness.port, Self.search, seconds: 5).contains(#""nbHits":1"#))
    let reader = write.release()
    defer { close(reader) }
    #expect(write.answered.wait(timeout: .now() + 10) == .success)
    let text = write.answer.withLock { $0 }
    #expect(text.hasPrefix("HTTP/1.1 500"))
    #expect(text.contains("cannot write the write log: Invalid argument"))
  }

  @Test("stopping waits for a write in progress, which is answered before the daemons stop")
  func stopWaitsForAWrite() throws {
    let harness = try lampServer(threads: 1)
    let write = try WaitingWrite(on: harness)
    let stopped = DispatchSemaphore(value: 0)
    Thread {
      harness.server.stop()
      stopped.signal()
    }.start()
    #expect(stopped.wait(timeout: .now() + 0.3) == .timedOut)
    let reader = write.release()
    defer { close(reader) }
    #expect(stopped.wait(timeout: .now() + 10) == .success)
    #expect(write.answered.wait(timeout: .now() + 10) == .success)
  }

  @Test("a stopped server gives its port back: a connection is refused, another server binds it")
  func portGivenBack() throws {
    var limits = SearchServer.Limits()
    limits.threads = 3
    let harness = try ServerHarness(limits: limits)
    let port = harness.port
    harness.server.stop()
    #expect(RawHTTP.connect(port: port) == nil)
    let again = SearchServer(router: harness.server.router, limits: limits)
    #expect(try again.start(address: "127.0.0.1", port: port) == port)
    again.stop()
  }

  @Test("an address that is not IPv4, or not of this machine, is refused saying so")
  func badAddress() throws {
    let harness = try ServerHarness()
    let server = SearchServer(router: harness.server.router)
    for (address, reason) in [
      ("localhost", "localhost is not an IPv4 address"),
      ("::1", "::1 is not an IPv4 address"),
      ("192.0.2.1", "192.0.2.1 is not an address of this machine"),
    ] {
      let refusal = #expect(throws: APIError.self) { try server.start(address: address, port: 0) }
      #expect(refusal?.message == "cannot listen on \(address):0: \(reason)")
    }
  }

  @Test("a port another server listens on is refused, and its connections stay the first's")
  func portInUse() throws {
    let harness = try ServerHarness(
      files: ["products.json": #"[{"objectID":"1","name":"lamp"}]"#])
    let second = SearchServer(router: harness.server.router)
    let refusal = #expect(throws: APIError.self) {
      try second.start(address: "127.0.0.1", port: harness.port)
    }
    #expect(
      refusal?.message
        == "cannot listen on 127.0.0.1:\(harness.port): port \(harness.port) is in use "
        + "(another server listens on it)")
    // Every connection still reaches the first server.
    for _ in 0..<8 {
      #expect(
        RawHTTP.exchange(port: harness.port, Self.search).contains(#""nbHits":1"#))
    }
  }
}
