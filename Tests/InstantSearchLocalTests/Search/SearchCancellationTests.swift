import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Cancelling a search")
struct SearchCancellationTests {
  /// 20,000 records whose names hold five of 100 words each.
  static func client() throws -> LocalClient {
    let records = (0..<20_000).map { number -> JSON in
      let words = (0..<5).map { "w\((number * 7 + $0 * 13) % 100)" }
      return ["objectID": .string("\(number)"), "name": .string(words.joined(separator: " "))]
    }
    let client = LocalClient()
    _ = try client.addIndex(
      named: "words", records: records, settings: ["searchableAttributes": ["name"]])
    return client
  }

  /// A query of 40 of the index's words.
  static let query = Query((0..<40).map { "w\($0 * 2)" }.joined(separator: " "))

  /// Runs the query on the client, counting the engine's cancellation checks with `observer`.
  static func search(
    _ client: LocalClient, observer: @escaping @Sendable () -> Void
  ) async throws -> [SearchResponse] {
    try await SearchCheckpoint.$observer.withValue(observer) {
      try await client.search(
        [IndexedQuery(indexName: "words", query: Self.query)], strategy: .none)
    }
  }

  @Test("a search cancelled from another task partway stops at the engine's next check")
  func cancelledPartway() async throws {
    let client = try Self.client()
    // Uncancelled, the search passes every check (one per word, and between its steps).
    let all = Locked(0)
    let responses = try await Self.search(client) { all.withLock { $0 += 1 } }
    #expect(responses.count == 1)
    let total = all.withLock { $0 }
    #expect(total > 40)

    // Cancelled at its third check by another task, it goes no further.
    let checks = Locked(0)
    let (reached, signal) = AsyncStream<Void>.makeStream()
    let resume = DispatchSemaphore(value: 0)
    let task = Task.detached {
      try await Self.search(client) {
        let count = checks.withLock {
          $0 += 1
          return $0
        }
        guard count == 3 else { return }
        signal.yield()
        resume.wait()  // until the other task has cancelled this one
      }
    }
    for await _ in reached { break }
    task.cancel()
    resume.signal()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(checks.withLock { $0 } == 3)
    #expect(3 < total)
  }
}
