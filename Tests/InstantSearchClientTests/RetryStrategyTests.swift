import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchClient

/// One read call, as the typed methods make it.
private func read(_ client: Client) async throws -> Data {
  try await client.transporter.execute(
    APIRequest(method: "GET", path: "/1/indexes", callType: .read))
}

/// The error a call throws, which must be a `SearchError`.
private func searchError(_ client: Client) async throws -> SearchError {
  do {
    _ = try await read(client)
  } catch let error as SearchError {
    return error
  }
  Issue.record("the call succeeded")
  throw CancellationError()
}

@Suite("Retry strategy over real sockets")
struct RetryStrategyTests {
  @Test("503 moves on to the next host")
  func serviceUnavailable() async throws {
    let first = try LoopbackServer(replies: [.error(503, "busy")])
    let second = try LoopbackServer(replies: [emptyIndices])
    let client = makeClient(ports: [first.port, second.port])
    let body = try await read(client)
    #expect(String(decoding: body, as: UTF8.self) == #"{"items":[],"nbPages":1}"#)
    #expect(first.requests.count == 1)
    #expect(second.requests.count == 1)
  }

  @Test("500 then 502 reach the third host")
  func twoServerErrors() async throws {
    let first = try LoopbackServer(replies: [.error(500, "boom")])
    let second = try LoopbackServer(replies: [.text(502, "<html>Bad Gateway</html>")])
    let third = try LoopbackServer(replies: [emptyIndices])
    let client = makeClient(ports: [first.port, second.port, third.port])
    _ = try await read(client)
    #expect([first, second, third].map(\.requests.count) == [1, 1, 1])
  }

  @Test(
    "A 4xx fails at once with the server's message",
    arguments: [
      (400, "filters: Unexpected token > expected end of filter at col 20"),
      (403, "Invalid Application-ID or API key"),
      (404, "Index movies does not exist"),
    ])
  func clientError(status: Int, message: String) async throws {
    let first = try LoopbackServer(replies: [.error(status, message)])
    let second = try LoopbackServer(replies: [emptyIndices])
    let client = makeClient(ports: [first.port, second.port])
    let error = try await searchError(client)
    #expect(error == .http(status: status, message: message))
    #expect(error.description == "HTTP \(status): \(message)")
    #expect(first.requests.count == 1)
    #expect(second.requests.isEmpty)
  }

  @Test("A timeout moves on, and the next attempt on that host waits twice as long")
  func timeout() async throws {
    let slow = try LoopbackServer(replies: [emptyIndices.delayed(by: .seconds(4))])
    let fast = try LoopbackServer(replies: [emptyIndices])
    let recorder = RecordingTransport()
    let client = makeClient(
      ports: [slow.port, fast.port], readTimeout: .seconds(1), recorder: recorder)
    _ = try await read(client)
    _ = try await read(client)
    let attempts = recorder.recorded.map { [$0.port, Int($0.timeout / .seconds(1))] }
    #expect(attempts == [[slow.port, 1], [fast.port, 1], [slow.port, 2], [fast.port, 1]])
    #expect(client.transporter.strategy.isUp(loopback(slow.port)), "a timeout keeps a host up")
  }

  @Test("408 counts as a timeout")
  func requestTimeout() async throws {
    let first = try LoopbackServer(replies: [.error(408, "timeout"), emptyIndices])
    let second = try LoopbackServer(replies: [emptyIndices])
    let recorder = RecordingTransport()
    let client = makeClient(
      ports: [first.port, second.port], readTimeout: .seconds(1), recorder: recorder)
    _ = try await read(client)
    _ = try await read(client)
    #expect(recorder.recorded.map(\.timeout) == [.seconds(1), .seconds(1), .seconds(2)])
  }

  @Test("A refused connection moves on to the next host")
  func refused() async throws {
    let closed = try ClosedPort()
    let server = try LoopbackServer(replies: [emptyIndices])
    let client = makeClient(ports: [closed.port, server.port])
    _ = try await read(client)
    #expect(server.requests.count == 1)
    #expect(!client.transporter.strategy.isUp(loopback(closed.port)))
  }

  @Test(
    "A connection closed before the whole answer arrived moves on to the next host",
    arguments: [LoopbackReply.Delivery.cutAfter(5), .closeWithoutResponse])
  func cutTransfer(delivery: LoopbackReply.Delivery) async throws {
    let reply = LoopbackReply(status: 200, body: Data(#"{"items":[],"nbPages":1}"#.utf8))
    var cut = reply
    cut.delivery = delivery
    let first = try LoopbackServer(replies: [cut])
    let second = try LoopbackServer(replies: [reply])
    let client = makeClient(ports: [first.port, second.port])
    _ = try await read(client)
    #expect(first.requests.count == 1)
    #expect(second.requests.count == 1)
    #expect(!client.transporter.strategy.isUp(loopback(first.port)))
  }

  @Test("429 once: the same host again after Retry-After")
  func rateLimitedOnce() async throws {
    let first = try LoopbackServer(replies: [.rateLimited(retryAfter: "2"), emptyIndices])
    let second = try LoopbackServer(replies: [emptyIndices])
    let clock = ManualClock()
    let client = makeClient(ports: [first.port, second.port], clock: clock)
    _ = try await read(client)
    #expect(first.requests.count == 2)
    #expect(second.requests.isEmpty)
    #expect(clock.sleeps == [.seconds(2)])
  }

  @Test("429 always: three retries on the same host, then the 429 error")
  func rateLimitedAlways() async throws {
    let first = try LoopbackServer(replies: [.rateLimited(retryAfter: "soon")])
    let second = try LoopbackServer(replies: [emptyIndices])
    let clock = ManualClock()
    let client = makeClient(ports: [first.port, second.port], clock: clock)
    let error = try await searchError(client)
    #expect(error == .http(status: 429, message: "Too many requests"))
    #expect(first.requests.count == 4)
    #expect(second.requests.isEmpty)
    #expect(clock.sleeps == [.seconds(1), .seconds(1), .seconds(1)], "not an integer: 1 s")
  }

  @Test("429 asking for more than the longest wait fails at once")
  func rateLimitedTooLong() async throws {
    let first = try LoopbackServer(replies: [.rateLimited(retryAfter: "3600")])
    let clock = ManualClock()
    let client = makeClient(ports: [first.port], clock: clock)
    let error = try await searchError(client)
    #expect(error.status == 429)
    #expect(first.requests.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("All hosts down: one error naming each host and its failure")
  func allDown() async throws {
    let first = try LoopbackServer(replies: [.error(503, "busy")])
    let closed = try ClosedPort()
    let third = try LoopbackServer(replies: [.text(502, "<html>\n<h1>Bad Gateway</h1>\n</html>")])
    let client = makeClient(ports: [first.port, closed.port, third.port])
    let error = try await searchError(client)
    guard case .unreachableHosts(let failures) = error else {
      Issue.record("expected unreachable hosts, got \(error)")
      return
    }
    #expect(
      failures == [
        .init(host: "http://127.0.0.1:\(first.port)", status: 503, reason: "busy"),
        .init(
          host: "http://127.0.0.1:\(closed.port)", reason: "cannot connect: connection refused"),
        .init(
          host: "http://127.0.0.1:\(third.port)", status: 502,
          reason: "non-JSON body: <html> <h1>Bad Gateway</h1> </html>"),
      ])
    #expect(error.status == nil)
    #expect(
      error.description.hasPrefix(
        "Unreachable hosts: http://127.0.0.1:\(first.port): HTTP 503: busy; "))
  }

  @Test("A host marked down is skipped by the next call until the down delay expires")
  func downMemory() async throws {
    let first = try LoopbackServer(replies: [.error(503, "busy"), emptyIndices])
    let second = try LoopbackServer(replies: [emptyIndices])
    let clock = ManualClock()
    let client = makeClient(ports: [first.port, second.port], clock: clock)
    _ = try await read(client)
    _ = try await read(client)
    #expect(first.requests.count == 1)
    #expect(second.requests.count == 2)
    clock.advance(by: .seconds(299))
    _ = try await read(client)
    #expect(first.requests.count == 1)
    clock.advance(by: .seconds(1))
    _ = try await read(client)
    #expect(first.requests.count == 2, "five minutes later the host is tried again")
    #expect(second.requests.count == 3)
  }

  @Test("When every host is down, all are tried again")
  func allDownReset() async throws {
    let first = try LoopbackServer(replies: [.error(503, "busy"), emptyIndices])
    let client = makeClient(ports: [first.port])
    _ = try? await read(client)
    _ = try await read(client)
    #expect(first.requests.count == 2)
  }

  @Test("Retries reuse the Request-ID; the headers carry the credentials and the agent")
  func headers() async throws {
    let first = try LoopbackServer(replies: [.error(503, "busy")])
    let second = try LoopbackServer(replies: [emptyIndices])
    let client = makeClient(ports: [first.port, second.port])
    _ = try await read(client)
    _ = try await read(client)
    let requests = first.requests + second.requests
    let ids = requests.compactMap { $0.header("Request-ID") }
    #expect(ids.count == 3)
    #expect(ids[0] == ids[1], "the retry of the first call")
    #expect(ids[2] != ids[0], "the second call mints a new one")
    let base62 = /[0-9A-Za-z]{11}/
    #expect(ids.allSatisfy { $0.wholeMatch(of: base62) != nil })
    for request in requests {
      #expect(request.header("X-Algolia-Application-Id") == "TESTAPPID")
      #expect(request.header("X-Algolia-API-Key") == testAPIKey)
      #expect(request.header("Content-Type") == "application/json")
      let agent = try #require(request.header("User-Agent"))
      let grammar =
        /Algolia for Swift \(\d+\.\d+\.\d+\)(; [^;()]+( \([^()]+\))?)*; Search \(\d+\.\d+\.\d+\)(; [^;()]+( \([^()]+\))?)*/
      #expect(agent.wholeMatch(of: grammar) != nil, "\(agent)")
      #expect(agent.contains("; InstantSearch Linux ("))
    }
  }

  @Test("The API key never appears in errors or descriptions")
  func keyIsNeverShown() async throws {
    let first = try LoopbackServer(replies: [.error(503, "bad key \(testAPIKey)")])
    let second = try LoopbackServer(replies: [.error(403, "key \(testAPIKey) is invalid")])
    let recorder = RecordingTransport()
    let client = makeClient(ports: [first.port, second.port], recorder: recorder)
    let error = try await searchError(client)
    #expect(error == .http(status: 403, message: "key <redacted> is invalid"))
    var dumped = ""
    dump(client.configuration, to: &dumped)
    let sent = try #require(recorder.requests.first)
    #expect(sent.headers["X-Algolia-API-Key"] == testAPIKey, "the key does go out")
    dump(sent, to: &dumped)
    let texts = [
      "\(error)", String(reflecting: error), "\(client)", String(reflecting: client),
      "\(client.configuration)", String(reflecting: client.configuration), dumped,
      "\(client.configuration.apiKey)", "\(sent)", String(reflecting: sent),
    ]
    for text in texts {
      #expect(!text.contains(testAPIKey), "\(text)")
    }
  }
}
