import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// Sends one write or read to a server process with the admin key.
private func send(_ port: Int, _ method: String, _ path: String, _ body: String? = nil)
  async throws -> Int
{
  let request = HTTPRequest(
    method: method, url: URL(string: "http://127.0.0.1:\(port)\(path)")!,
    headers: ["X-Algolia-API-Key": ServerHarness.adminKey], body: body.map { Data($0.utf8) },
    timeout: .seconds(30))
  return try await HTTPTransport.live.send(request).status
}

/// Records what the server acknowledged.
private final class Acknowledged: Sendable {
  private let ids = Locked<[String]>([])
  var all: [String] { ids.withLock { $0 } }
  func add(_ id: String) { ids.withLock { $0.append(id) } }
}

@Suite("The server process after a crash", .serialized)
struct CrashRecoveryTests {
  @Test("SIGKILL during a stream of writes: after a restart every acknowledged write is there")
  func killedDuringWrites() async throws {
    let data = try datasetFolder([:])
    defer { try? FileManager.default.removeItem(atPath: data) }
    let server = try ServeProcess(folder: data)
    let acknowledged = Acknowledged()
    let port = server.port
    let writer = Task {
      for number in 0..<2000 {
        let id = "r\(number)"
        guard
          (try? await send(port, "PUT", "/1/indexes/crash/\(id)", #"{"n": \#(number)}"#)) == 200
        else { return }
        acknowledged.add(id)
      }
    }
    while acknowledged.all.count < 40 { await Task.yield() }
    #expect(server.stop(SIGKILL) == 128 + SIGKILL)
    await writer.value
    let ids = acknowledged.all
    #expect(ids.count < 2000, "the server was killed while the writes went on")

    let restarted = try ServeProcess(folder: data)
    for id in ids {
      #expect(try await send(restarted.port, "GET", "/1/indexes/crash/\(id)") == 200, "\(id)")
    }
    #expect(restarted.errors.isEmpty || !restarted.errors.contains("dropped"))
    #expect(restarted.stop(SIGTERM) == 0)
    #expect(restarted.errors.contains("served"))
  }

  @Test("A corrupted last log entry is dropped and reported; the writes before it are there")
  func corruptedTail() async throws {
    let data = try datasetFolder([:])
    defer { try? FileManager.default.removeItem(atPath: data) }
    let server = try ServeProcess(folder: data)
    for number in 0..<5 {
      #expect(try await send(server.port, "PUT", "/1/indexes/torn/r\(number)", "{}") == 200)
    }
    server.stop(SIGKILL)
    let log = data + "/.instantsearch/writes.log"
    let handle = try #require(FileHandle(forUpdatingAtPath: log))
    let size = try handle.seekToEnd()
    try handle.truncate(atOffset: size - 3)
    try handle.close()

    let restarted = try ServeProcess(folder: data)
    #expect(restarted.errors.contains("dropped a torn or corrupted last write-log entry"))
    for number in 0..<4 {
      #expect(try await send(restarted.port, "GET", "/1/indexes/torn/r\(number)") == 200)
    }
    #expect(try await send(restarted.port, "GET", "/1/indexes/torn/r4") == 404)
  }
}
