import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Cancelling a load")
struct LoadCancellationTests {
  /// Cancels the task that calls it.
  static func cancelCurrentTask() {
    withUnsafeCurrentTask { $0?.cancel() }
  }

  @Test("indexing stops at the next record once its task is cancelled, and adds nothing")
  func indexing() async throws {
    let client = LocalClient()
    let records = DemoDataset.records(count: 30_000)
    let indexed = Locked<[Int]>([])
    let task = Task.detached {
      try client.addIndex(named: "products", records: records) { progress in
        guard progress.phase == .indexing else { return }
        indexed.withLock { $0.append(progress.completed) }
        if progress.completed >= 10_000 { Self.cancelCurrentTask() }
      }
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    // The first report after 10,000 records cancels; no further batch is indexed.
    #expect(indexed.withLock { $0 } == [10_000])
    #expect(client.indexNames.isEmpty)
    #expect(client.recordCount(of: "products") == nil)
  }

  @Test("streaming a records file stops between records once its task is cancelled")
  func parsing() async throws {
    let folder = try Fixtures.temporaryFolder()
    var lines = ""
    for number in 0..<25_000 {
      lines += #"{"objectID": "\#(number)", "name": "item \#(number)"}"# + "\n"
    }
    try Fixtures.write(lines, folder, "items.ndjson")
    let path = folder + "/items.ndjson"
    let client = LocalClient()
    let phases = Locked<[LoadProgress]>([])
    let task = Task.detached {
      try client.loadIndex(named: "items", recordsPath: path) { progress in
        phases.withLock { $0.append(progress) }
        if progress.phase == .indexing, progress.completed > 0 { Self.cancelCurrentTask() }
      }
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    let seen = phases.withLock { $0 }
    // Cancelled at the first progress report within the file (after 10,000 records): it never
    // reaches the file's end nor sorts.
    let inFile = seen.filter { $0.phase == .indexing && $0.completed > 0 }
    #expect(inFile.count == 1 && inFile[0].completed < inFile[0].total)
    #expect(!seen.contains { $0.phase == .sorting || $0.phase == .finished })
    #expect(client.indexNames.isEmpty)
  }

  @Test("a load whose task is already cancelled builds nothing")
  func cancelledBeforeStart() async throws {
    let client = LocalClient()
    let indexed = Locked<Int>(0)
    let task = Task.detached {
      Self.cancelCurrentTask()
      return try client.addIndex(named: "products", records: DemoDataset.records(count: 100)) {
        if $0.phase == .indexing { indexed.withLock { $0 += 1 } }
      }
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(indexed.withLock { $0 } == 0)
    #expect(client.indexNames.isEmpty)
  }
}
