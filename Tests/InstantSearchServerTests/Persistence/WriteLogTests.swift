import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchServer

@Suite("The write log: whole entries replay, a torn or corrupted tail is dropped")
struct WriteLogTests {
  private func logWithThreeEntries() throws -> String {
    let path = TestFolders.temporary + "writes-" + UUID().uuidString + ".log"
    let log = try WriteLog(path: path)
    for task in 1...3 {
      try log.append(
        .init(task: task, operations: [.save(index: "i", record: ["objectID": .string("\(task)")])])
      )
    }
    return path
  }

  @Test("Every entry comes back in order")
  func replay() throws {
    let path = try logWithThreeEntries()
    defer { unlink(path) }
    let replay = WriteLog.replay(path: path)
    #expect(replay.entries.map(\.task) == [1, 2, 3])
    #expect(replay.droppedBytes == 0)
  }

  @Test(
    "A last entry cut short, or with a changed byte, is dropped whole and cut from the file",
    arguments: [true, false])
  func tornTail(cut: Bool) throws {
    let path = try logWithThreeEntries()
    defer { unlink(path) }
    var bytes = [UInt8](FileManager.default.contents(atPath: path)!)
    if cut { bytes.removeLast(5) } else { bytes[bytes.count - 3] ^= 0x20 }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let replay = WriteLog.replay(path: path)
    #expect(replay.entries.map(\.task) == [1, 2])
    #expect(replay.droppedBytes > 0)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect(size == replay.droppedAt)
    #expect(WriteLog.replay(path: path).droppedBytes == 0)
  }

  @Test("Every operation reads back as written")
  func operationsRoundTrip() throws {
    let operations: [WriteOperation] = [
      .save(index: "a", record: ["objectID": "1"]),
      .partial(index: "a", objectID: "1", attributes: ["n": 1], create: false),
      .delete(index: "a", objectID: "1"), .deleteBy(index: "a", parameters: ["filters": "n=1"]),
      .clear(index: "a"), .setSettings(index: "a", settings: ["hitsPerPage": 5], forward: true),
      .copy(index: "a", destination: "b", scope: ["settings"]),
      .copy(index: "a", destination: "b", scope: nil), .move(index: "a", destination: "c"),
      .deleteIndex(index: "c"),
    ]
    for operation in operations {
      #expect(try WriteOperation(json: operation.json) == operation)
    }
  }
}
