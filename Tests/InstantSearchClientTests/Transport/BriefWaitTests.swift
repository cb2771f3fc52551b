import Foundation
import Glibc
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchClient

/// A host that answered the last exchange quickly is waited for on the calling thread; each test
/// gives the transport threads of its own and counts the exchanges handed to them.
@Suite("The live transport waits briefly on the calling thread for a quick host")
struct BriefWaitTests {
  private func get(_ port: Int) -> HTTPRequest {
    HTTPRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(port)/1/indexes")!,
      timeout: .seconds(60))
  }

  private func text(_ response: HTTPResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  @Test("After a quick answer, the next exchanges are not handed to another thread")
  func quickHostsAreAnsweredHere() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"n":1}"#)], keepAlive: true)
    let threads = ParkedThreads()
    let transport = HTTPTransport.curl(
      handles: CurlHandles(), threads: threads, briefWait: .seconds(30))
    for _ in 0..<5 {
      let response = try await transport.send(get(server.port))
      #expect(response.status == 200)
      #expect(text(response) == #"{"n":1}"#)
    }
    // The first exchange with the host is handed over: nothing is known of it yet.
    #expect(threads.jobCount == 1)
    #expect(server.requests.count == 5)
  }

  @Test("An answer slower than the wait is handed over, and so is the next request")
  func slowAnswersAreHandedOver() async throws {
    let server = try LoopbackServer(
      replies: [
        .json(#"{"n":1}"#), LoopbackReply.json(#"{"n":2}"#).delayed(by: .seconds(3)),
        .json(#"{"n":3}"#), .json(#"{"n":4}"#),
      ], keepAlive: true)
    let threads = ParkedThreads()
    let transport = HTTPTransport.curl(
      handles: CurlHandles(), threads: threads, briefWait: .seconds(2))
    var handed: [Int] = []
    for n in 1...4 {
      let response = try await transport.send(get(server.port))
      #expect(text(response) == #"{"n":\#(n)}"#)
      handed.append(threads.jobCount)
    }
    // 1: unknown host; 2: waited 2 s here, then handed over; 3: the last answer took 3 s;
    // 4: the last answer was quick.
    #expect(handed == [1, 2, 3, 3])
  }

  /// The cancellation comes from a thread of its own as soon as the server holds the request:
  /// on a busy run the test's own task may wait long for a thread of the concurrency pool, and
  /// the reply must not come first. A wait that cancellation did not stop would end with the
  /// reply, 20 s later, and no error.
  @Test("Cancelling the task stops a wait on the calling thread at once")
  func cancellationStopsTheBriefWait() async throws {
    let server = try LoopbackServer(
      replies: [.json("{}"), LoopbackReply.json("{}").delayed(by: .seconds(20))], keepAlive: true)
    let threads = ParkedThreads()
    let transport = HTTPTransport.curl(
      handles: CurlHandles(), threads: threads, briefWait: .seconds(30))
    _ = try await transport.send(get(server.port))
    let task = Task { try await transport.send(get(server.port)) }
    Thread {
      while server.requests.count < 2 { usleep(1000) }
      task.cancel()
    }.start()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
    #expect(threads.jobCount == 1)
  }
}
