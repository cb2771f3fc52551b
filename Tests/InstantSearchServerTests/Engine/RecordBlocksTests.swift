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
    let movedAtOnce = store.compactRecords(limit: .max)
    #expect(movedAtOnce.isEmpty)
    weak let first = store.indexes["products"]?.records["r0"]?.block
    #expect(first != nil)
    var compactions = 0
    for round in 1...40 {
      for number in 0..<2000 {
        _ = store.apply(.save(index: "products", record: Self.record(number, price: round))) {
          _, _ in []
        }
      }
      if !store.compactRecords(limit: .max).isEmpty { compactions += 1 }
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

  @Test("records are moved a slice at a time, with writes and deletes between the slices")
  func slices() throws {
    var store = Self.store(3000)
    var expected = Dictionary(
      uniqueKeysWithValues: (0..<3000).map { ("r\($0)", Self.record($0, price: 0)) })
    weak let first = store.indexes["products"]?.records["r0"]?.block
    // Replace every record until the blocks are due for a compaction.
    var round = 0
    while !store.isCompactingRecords {
      round += 1
      for number in 0..<3000 {
        _ = store.apply(.save(index: "products", record: Self.record(number, price: round))) {
          _, _ in []
        }
        expected["r\(number)"] = Self.record(number, price: round)
      }
      _ = store.compactRecords(limit: 100)
    }
    var generator = SeededGenerator(seed: 7)
    var slices = 1
    while store.isCompactingRecords {
      for _ in 0..<20 {
        let number = Int(generator.next() % 3500)
        if generator.next() % 4 == 0 {
          _ = store.apply(.delete(index: "products", objectID: "r\(number)")) { _, _ in [] }
          expected["r\(number)"] = nil
        } else {
          let record = Self.record(number, price: -slices)
          _ = store.apply(.save(index: "products", record: record)) { _, _ in [] }
          expected["r\(number)"] = record
        }
      }
      _ = store.compactRecords(limit: 100)
      slices += 1
    }
    #expect(slices > 10)
    let records = store.indexes["products"]!.records
    #expect(records.mapValues(\.object) == expected)
    #expect(records.values.allSatisfy { $0.block.generation == store.recordBlocks.generation })
    #expect(first == nil)
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
      _ = store.compactRecords(limit: .max)
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
    // (200 records move in one slice, published with the batch that made them due.)
    let published = harness.engine.published.indexes["products"]!.records.values
    #expect(published.allSatisfy { $0.block.generation > 0 })
    let browsed = try await harness.send("POST", "/1/indexes/products/browse", "{}")
    let hits = browsed.body["hits"]?.arrayValue ?? []
    #expect(hits.compactMap { $0["objectID"]?.stringValue } == (0..<200).map { "r\($0)" })
    #expect(hits.allSatisfy { $0["round"] == 12 && $0["text"]?.stringValue?.count == 500 })
    let one = try await harness.send("GET", "/1/indexes/products/r7")
    #expect(one.body["round"] == 12)
  }
}
