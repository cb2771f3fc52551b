import Foundation
import InstantSearchClient
import InstantSearchCore
import Testing

/// A transport answering from a closure per host name, recording the hosts tried.
private final class ScriptedTransport: Sendable {
  let tried = Locked<[String]>([])
  let answer: @Sendable (String) async throws -> HTTPResponse

  init(answer: @escaping @Sendable (String) async throws -> HTTPResponse) {
    self.answer = answer
  }

  var transport: HTTPTransport {
    HTTPTransport { request in
      let host = request.url.host ?? ""
      self.tried.withLock { $0.append(host) }
      return try await self.answer(host)
    }
  }
}

private func client(_ scripted: ScriptedTransport, hosts: [String]) -> Client {
  var configuration = ClientConfiguration(
    appID: "APP", apiKey: "secret-key", hosts: hosts.map { APIHost($0) })
  configuration.transport = scripted.transport
  configuration.clock = ManualClock().retryClock
  return Client(configuration: configuration)
}

private let emptyList = HTTPResponse(status: 200, body: Data(#"{"items":[]}"#.utf8))

@Suite("Failures injected through the transport seam")
struct InjectedTransportTests {
  @Test("Any transport error marks the host down and moves on")
  func transportErrors() async throws {
    struct Strange: Error {}
    let scripted = ScriptedTransport { host in
      switch host {
      case "a.example": throw TransportFailure.network("connection reset")
      case "b.example": throw Strange()
      default: return emptyList
      }
    }
    let client = client(scripted, hosts: ["a.example", "b.example", "c.example"])
    _ = try await client.listIndices()
    _ = try await client.listIndices()
    #expect(scripted.tried.withLock { $0 } == ["a.example", "b.example", "c.example", "c.example"])
  }

  @Test("Cancelling the calling task stops the call: no other host is tried")
  func cancellation() async throws {
    let scripted = ScriptedTransport { _ in
      try await Task.sleep(for: .seconds(3600))
      return emptyList
    }
    let client = client(scripted, hosts: ["a.example", "b.example"])
    let task = Task { try await client.listIndices() }
    while scripted.tried.withLock({ $0.isEmpty }) { await Task.yield() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scripted.tried.withLock { $0 } == ["a.example"])
  }

  @Test("Only hosts accepting reads are used for reads")
  func readHosts() async throws {
    let scripted = ScriptedTransport { _ in emptyList }
    var configuration = ClientConfiguration(
      appID: "APP", apiKey: "k",
      hosts: [APIHost("write.example", accepts: .write), APIHost("read.example", accepts: .read)])
    configuration.transport = scripted.transport
    _ = try await Client(configuration: configuration).listIndices()
    #expect(scripted.tried.withLock { $0 } == ["read.example"])
  }
}
