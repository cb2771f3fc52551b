import InstantSearchCore
import Testing

@testable import InstantSearchServer

@Suite("The store keeps records in blocks, and writes them again when updates left garbage")
struct RecordBlocksTests {
  /// A record of `number` with a price, some unicode and a nested array.
  static func record(_ number: Int, price: Int) -> JSONObject {
    [
      "objectID": .string("r\(number)"), "name": .string("Ünïcode phone \(number) 📱"),
      "price": .number(Double(price)), "tags": [["a", .null], [1.5]],
    ]
  }

  static func store(_ count: Int) -> IndexStore {
    var store = IndexStore()
    for number in 0..<count {
      _ = store.apply(.save(index: "products", record: record(number, price: 0))) { _, _ in [] }
    }
    return store
  }

  @Test("replacing records compacts the blocks to at most 1.25× the records, every record kept")
  func compactsAfterUpdates() throws {
    var store = Self.store(2000)
    let compactedAtOnce = store.compactRecordsIfNeeded()
    #expect(!compactedAtOnce)
    weak let first = store.indexes["products"]?.records["r0"]?.block
    #expect(first != nil)
    var compactions = 0
    for round in 1...40 {
      for number in 0..<2000 {
        _ = store.apply(.save(index: "products", record: Self.record(number, price: round))) {
          _, _ in []
        }
      }
      if store.compactRecordsIfNeeded() { compactions += 1 }
      let held = store.indexes["products"]!.records.values.reduce(0) { $0 + $1.byteCount }
      #expect(store.recordBlocks.writtenBytes <= held + max(held / 4, 1 << 20) + held / 50)
    }
    #expect(compactions > 0)
    // The block of the first records went back once no record was in it.
    #expect(first == nil)
    let records = store.indexes["products"]!.records
    #expect(records.count == 2000)
    for number in 0..<2000 {
      #expect(records["r\(number)"]?.object == Self.record(number, price: 40))
    }
  }

  @Test("records shared by a copy of an index stay shared when written again")
  func copiesStayShared() throws {
    var store = Self.store(3000)
    _ = store.apply(.copy(index: "products", destination: "copy", scope: nil)) { _, _ in [] }
    for round in 1...30 {
      for number in 0..<1000 {
        _ = store.apply(.save(index: "products", record: Self.record(number, price: round))) {
          _, _ in []
        }
      }
      _ = store.compactRecordsIfNeeded()
    }
    let products = store.indexes["products"]!.records
    let copy = store.indexes["copy"]!.records
    #expect(copy["r2999"]?.place == products["r2999"]?.place)
    #expect(copy["r0"]?.object == Self.record(0, price: 0))
    #expect(products["r0"]?.object == Self.record(0, price: 30))
  }

  @Test("a record larger than a quarter of a block gets a block of its own")
  func largeRecord() throws {
    var store = IndexStore()
    let text = String(repeating: "é", count: RecordBlock.size / 2)
    _ = store.apply(.save(index: "i", record: ["objectID": "big", "text": .string(text)])) {
      _, _ in []
    }
    _ = store.apply(.save(index: "i", record: ["objectID": "small"])) { _, _ in [] }
    let records = store.indexes["i"]!.records
    #expect(records["big"]?.object["text"]?.stringValue == text)
    #expect(records["small"]?.object == ["objectID": "small"])
    #expect(records["big"]?.place.block != records["small"]?.place.block)
  }

  @Test("the server publishes the records written again: reads and browse keep every record")
  func serverCompacts() async throws {
    let records = (0..<200).map { number in
      #"{"objectID": "r\#(number)", "text": "\#(String(repeating: "ü", count: 500))"}"#
    }
    let harness = try ServerHarness(files: ["products.json": "[\(records.joined(separator: ","))]"])
    let initial = harness.engine.published.recordBlocks
    for round in 1...12 {
      let requests = (0..<200).map { number in
        #"{"action": "partialUpdateObject", "body": {"objectID": "r\#(number)", "round": \#(round)}}"#
      }
      let answer = try await harness.send(
        "POST", "/1/indexes/products/batch", #"{"requests": [\#(requests.joined(separator: ","))]}"#
      )
      #expect(answer.status == 200)
    }
    harness.engine.waitUntilPublished()
    // 12 rounds of 200 records of 1 KB: 2.4 MB written, more than 1.25× the 200 KB held.
    #expect(harness.engine.published.recordBlocks !== initial)
    let browsed = try await harness.send("POST", "/1/indexes/products/browse", "{}")
    let hits = browsed.body["hits"]?.arrayValue ?? []
    #expect(hits.compactMap { $0["objectID"]?.stringValue } == (0..<200).map { "r\($0)" })
    #expect(hits.allSatisfy { $0["round"] == 12 && $0["text"]?.stringValue?.count == 500 })
    let one = try await harness.send("GET", "/1/indexes/products/r7")
    #expect(one.body["round"] == 12)
  }
}
