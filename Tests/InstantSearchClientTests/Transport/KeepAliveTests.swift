import Foundation
import Glibc
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchClient

/// libcurl reuses a connection idle for less than two minutes (`CURLOPT_MAXAGE_CONN`); a full
/// test run on two cores can hold a test's task back longer than that between two requests. So
/// each test counts the requests sent over 100 s after the one before (an upper bound of the
/// connection's idle time): each may have opened one more connection, or not (an idle time
/// between 100 s and libcurl's limit still reuses it).
@Suite("The live transport keeps connections open between exchanges")
struct KeepAliveTests {
  /// A transport with a pool of its own, so other tests' exchanges never take its handles.
  private let transport = HTTPTransport.curl(handles: CurlHandles())

  /// Counts the requests sent long after the one before.
  private final class Gaps: Sendable {
    private let state = Locked<(last: ContinuousClock.Instant?, long: Int)>((nil, 0))

    /// Notes a request about to be sent.
    func sending() {
      state.withLock { state in
        let now = ContinuousClock.now
        if let last = state.last, now - last > .seconds(100) { state.long += 1 }
        state.last = now
      }
    }

    /// How many requests were sent over 100 s after the one before.
    var long: Int { state.withLock { $0.long } }
  }

  /// `transport`'s send, noting each request in `gaps`.
  private func send(_ request: HTTPRequest, _ gaps: Gaps) async throws -> HTTPResponse {
    gaps.sending()
    return try await transport.send(request)
  }

  private func get(_ port: Int, _ path: String = "/1/indexes") -> HTTPRequest {
    HTTPRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(port)\(path)")!, timeout: .seconds(10))
  }

  @Test("Requests one after another to one host go over one connection")
  func sequentialRequestsShareAConnection() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"items":[]}"#)], keepAlive: true)
    let gaps = Gaps()
    for _ in 0..<5 {
      let response = try await send(get(server.port), gaps)
      #expect(response.status == 200)
      #expect(String(decoding: response.body, as: UTF8.self) == #"{"items":[]}"#)
    }
    #expect(server.requests.count == 5)
    #expect((1...1 + gaps.long).contains(server.connectionCount), "\(gaps.long) long gaps")
  }

  @Test("A POST after a GET reuses the connection and sends its own body")
  func bodiesDoNotLeakBetweenExchanges() async throws {
    let server = try LoopbackServer(replies: [.json("{}")], keepAlive: true)
    let post = HTTPRequest(
      method: "POST", url: URL(string: "http://127.0.0.1:\(server.port)/1/indexes/a/query")!,
      headers: ["X-Test": "one"], body: Data(#"{"query":"a"}"#.utf8), timeout: .seconds(10))
    let gaps = Gaps()
    _ = try await send(post, gaps)
    _ = try await send(get(server.port, "/2"), gaps)
    let requests = server.requests
    #expect(requests.map(\.method) == ["POST", "GET"])
    #expect(requests[0].bodyText == #"{"query":"a"}"#)
    #expect(requests[1].body.isEmpty)
    #expect(requests[1].header("X-Test") == nil)
    #expect((1...1 + gaps.long).contains(server.connectionCount), "\(gaps.long) long gaps")
  }

  @Test("A connection the server closed without a word is replaced, and no request fails")
  func aDroppedConnectionIsReplaced() async throws {
    let server = try LoopbackServer(
      replies: [.json("{}")], keepAlive: true, requestsPerConnection: 1)
    for _ in 0..<4 {
      let response = try await transport.send(get(server.port))
      #expect(response.status == 200)
    }
    #expect(server.requests.count == 4)
    #expect(server.connectionCount == 4)
  }

  @Test("Requests at once open up to a connection each, and the next ones reuse them")
  func concurrentRequestsThenReuse() async throws {
    let server = try LoopbackServer(
      replies: [LoopbackReply(status: 200, body: Data("{}".utf8), delay: .milliseconds(200))],
      keepAlive: true)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<3 { group.addTask { try await transport.send(get(server.port)).status } }
      for try await status in group { #expect(status == 200) }
    }
    // Three unless a busy run started one after another had ended.
    let opened = server.connectionCount
    #expect((1...3).contains(opened))
    let gaps = Gaps()
    gaps.sending()  // the three at once, as one
    for _ in 0..<3 { _ = try await send(get(server.port), gaps) }
    #expect(
      (opened...opened + gaps.long).contains(server.connectionCount), "\(gaps.long) long gaps")
  }

  /// The live transport shares one pool with every other test running meanwhile: when more
  /// than its limit of their handles come back between two of this test's requests, this test's
  /// pair is freed with its connection. So each pair the pool freed meanwhile may have opened
  /// one more connection; alone, the five requests go over one.
  @Test("The live transport keeps its connections too")
  func theLiveTransportKeepsConnections() async throws {
    let server = try LoopbackServer(replies: [.json("{}")], keepAlive: true)
    let gaps = Gaps()
    let freedBefore = CurlHandles.shared.freedCount
    for _ in 0..<5 {
      gaps.sending()
      _ = try await HTTPTransport.live.send(get(server.port))
    }
    let freed = CurlHandles.shared.freedCount - freedBefore
    #expect(server.requests.count == 5)
    #expect(
      server.connectionCount <= 1 + gaps.long + freed,
      "\(gaps.long) long gaps, \(freed) pairs freed")
  }

  @Test("Handles given back beyond the limit are freed; another host's are not taken")
  func thePoolIsBounded() throws {
    let handles = CurlHandles(idleLimit: 2)
    let pairs = (0..<4).compactMap { _ in handles.take(for: "http://a:80") }
    #expect(pairs.count == 4)
    for pair in pairs { handles.give(pair) }
    #expect(handles.idleCount == 2)
    #expect(handles.freedCount == 2)
    let other = try #require(handles.take(for: "http://b:80"))
    // (The two freed ones' addresses may be given to the new pair: only the kept ones count.)
    #expect(!pairs.suffix(2).contains { $0.easy == other.easy })
    #expect(handles.idleCount == 2)
    let same = try #require(handles.take(for: "http://a:80"))
    #expect(same.easy == pairs[3].easy)
    #expect(handles.idleCount == 1)
    handles.give(other)
    handles.give(same)
  }
}

@Suite("Threads kept for the next exchange")
struct ParkedThreadsTests {
  /// Runs `job` on the pool and waits for it.
  private func runAndWait(_ threads: ParkedThreads, _ job: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    threads.run {
      job()
      done.signal()
    }
    done.wait()
  }

  /// Waits until `count` threads wait for a job (a thread parks a moment after its job ends).
  private func waitForIdle(_ threads: ParkedThreads, _ count: Int) {
    let deadline = Date().addingTimeInterval(5)
    while threads.idleCount != count && Date() < deadline { usleep(500) }
  }

  @Test("Jobs one after another run on one thread")
  func sequentialJobsShareAThread() throws {
    let threads = ParkedThreads()
    let seen = Locked<[pthread_t]>([])
    for _ in 0..<5 {
      runAndWait(threads) { seen.withLock { $0.append(pthread_self()) } }
      waitForIdle(threads, 1)
    }
    #expect(threads.startedCount == 1)
    #expect(Set(seen.withLock { $0 }.map { UInt($0) }).count == 1)
  }

  @Test("Jobs at once get a thread each; at most the limit of them wait afterwards")
  func concurrentJobsAndTheLimit() throws {
    let threads = ParkedThreads(idleLimit: 2)
    let gate = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<4 {
      threads.run {
        gate.wait()
        done.signal()
      }
    }
    for _ in 0..<4 { gate.signal() }
    for _ in 0..<4 { done.wait() }
    #expect(threads.startedCount == 4)
    waitForIdle(threads, 2)
    usleep(50_000)
    #expect(threads.idleCount == 2)
    runAndWait(threads) {}
    #expect(threads.startedCount == 4)
  }

  @Test("A thread that waited too long exits, and the next job starts another")
  func idleThreadsExit() throws {
    let threads = ParkedThreads(idleSeconds: 0.05)
    runAndWait(threads) {}
    waitForIdle(threads, 1)
    waitForIdle(threads, 0)
    #expect(threads.idleCount == 0)
    runAndWait(threads) {}
    #expect(threads.startedCount == 2)
  }
}

@Suite("The response headers libcurl hands over")
struct ResponseHeaderTests {
  @Test("names lowercased, values trimmed, the last response's only")
  func headersOfTheLastResponse() {
    let lines = [
      "HTTP/1.1 100 Continue\r\n", "X-Early: yes\r\n", "\r\n",
      "HTTP/1.1 503 Service Unavailable\r\n", "Content-Type:  application/json \r\n",
      "Retry-After:\t7\r\n", "X-Empty:\r\n", "X-Colons: a:b:c\r\n", "Not a header\r\n",
      "X-Unicode: café\r\n", "\r\n",
    ]
    #expect(
      CurlExchange.headers(of: lines) == [
        "content-type": "application/json", "retry-after": "7", "x-empty": "",
        "x-colons": "a:b:c", "x-unicode": "café",
      ])
    #expect(CurlExchange.headers(of: []) == [:])
  }
}
