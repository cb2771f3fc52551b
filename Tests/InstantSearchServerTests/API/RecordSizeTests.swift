import Foundation
import InstantSearchCore
import InstantSearchServer
import Testing

@Suite("A record larger than the limit is refused as Algolia refuses it")
struct RecordSizeTests {
  /// A record of exactly `size` bytes as compact JSON.
  private func record(_ objectID: String, size: Int) -> String {
    let frame = #"{"objectID":"\#(objectID)","text":""}"#
    return
      #"{"objectID":"\#(objectID)","text":"\#(String(repeating: "x", count: size - frame.utf8.count))"}"#
  }

  @Test("every write route refuses 100,001 bytes with the position, objectID and sizes")
  func refused() async throws {
    let harness = try ServerHarness(files: ["items.json": #"[{"objectID": "a", "n": 1}]"#])
    #expect(record("big", size: 100_000).utf8.count == 100_000)
    let atLimit = try await harness.send(
      "PUT", "/1/indexes/items/big", record("big", size: 100_000))
    #expect(atLimit.status == 200, "\(atLimit.body)")

    let tooBig = record("big", size: 100_001)
    for (method, path) in [("PUT", "/1/indexes/items/big"), ("POST", "/1/indexes/items")] {
      let answer = try await harness.send(method, path, tooBig)
      #expect(answer.status == 400)
      #expect(
        answer.body["message"]?.stringValue?.hasPrefix(
          "Record at the position 0 objectID=big is too big size=100001/100000 bytes.") == true,
        "\(answer.body)")
    }
    let batch = try await harness.send(
      "POST", "/1/indexes/items/batch",
      #"{"requests": [{"action": "addObject", "body": {"objectID": "ok"}}, "#
        + #"{"action": "partialUpdateObject", "body": \#(tooBig)}]}"#)
    #expect(batch.status == 400)
    #expect(
      batch.body["message"]?.stringValue?.hasPrefix("Record at the position 1 objectID=big")
        == true,
      "\(batch.body)")
    // Nothing of a refused batch is written.
    #expect(try await harness.send("GET", "/1/indexes/items/ok").status == 404)
    let partial = try await harness.send("POST", "/1/indexes/items/a/partial", tooBig)
    #expect(partial.status == 400)
  }

  @Test("the limit is the router's: 10,000 bytes as on Algolia's free plan")
  func smallerLimit() throws {
    let harness = try ServerHarness(files: [:])
    let open = AccessControl(appID: nil, adminKey: nil, searchKey: nil)
    let router = Router(engine: harness.engine, access: open, maxRecordBytes: 10_000)
    func put(_ size: Int) -> Int {
      router.answer(
        ServerRequest(
          method: "PUT", path: "/1/indexes/items/big", body: Array(record("big", size: size).utf8))
      ).status
    }
    #expect(put(10_001) == 400)
    #expect(put(10_000) == 200)
  }
}
