import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport

/// A retry clock that only moves when told to, and records sleeps instead of sleeping.
final class ManualClock: Sendable {
  private let state = Locked<(now: Duration, sleeps: [Duration])>((.zero, []))

  /// The sleeps asked for so far.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Moves time forward.
  func advance(by duration: Duration) {
    state.withLock { $0.now += duration }
  }

  /// The clock to put in a configuration.
  var retryClock: RetryClock {
    RetryClock(
      now: { self.state.withLock { $0.now } },
      sleep: { duration in self.state.withLock { $0.sleeps.append(duration) } })
  }
}

/// The live transport, recording each attempt's port and timeout.
final class RecordingTransport: Sendable {
  /// One attempt.
  struct Attempt: Sendable, Hashable {
    var port: Int
    var timeout: Duration
    var headers: [String: String]
  }

  private let attempts = Locked<[Attempt]>([])
  private let sent = Locked<[HTTPRequest]>([])

  /// The requests as the transport received them.
  var requests: [HTTPRequest] { sent.withLock { $0 } }

  /// The attempts so far.
  var recorded: [Attempt] { attempts.withLock { $0 } }

  /// The transport to put in a configuration.
  var transport: HTTPTransport {
    HTTPTransport { request in
      self.sent.withLock { $0.append(request) }
      self.attempts.withLock {
        $0.append(
          Attempt(port: request.url.port ?? 0, timeout: request.timeout, headers: request.headers))
      }
      return try await HTTPTransport.live.send(request)
    }
  }
}

/// A loopback host for a port.
func loopback(_ port: Int) -> APIHost {
  APIHost("127.0.0.1", scheme: "http", port: port)
}

/// The API key every test uses; tests check it never leaks.
let testAPIKey = "test-api-key-123"

/// A client on loopback hosts, with a manual clock and a recording transport.
func makeClient(
  ports: [Int], readTimeout: Duration = .seconds(5), clock: ManualClock = ManualClock(),
  recorder: RecordingTransport = RecordingTransport()
) -> Client {
  var configuration = ClientConfiguration(
    appID: "TESTAPPID", apiKey: testAPIKey, hosts: ports.map(loopback))
  configuration.readTimeout = readTimeout
  configuration.clock = clock.retryClock
  configuration.transport = recorder.transport
  return Client(configuration: configuration)
}

/// An empty list-indices answer.
let emptyIndices = LoopbackReply.json(#"{"items":[],"nbPages":1}"#)
