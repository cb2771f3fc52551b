import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchServer

@Suite("An index's records in two layers: a shared base, and the changes since")
struct RecordTableTests {
  static let blocks = RecordBlocks()

  /// A stored record of `objectID` with `price`.
  static func stored(_ objectID: String, price: Int) -> StoredRecord {
    StoredRecord(
      ["objectID": .string(objectID), "price": .number(Double(price))], added: 0, in: blocks)
  }

  /// The table's records as objects, by objectID, read every way it can be read.
  static func contents(_ table: RecordTable) -> [String: JSONObject] {
    let byKey = Dictionary(uniqueKeysWithValues: table.keys.map { ($0, table[$0]!.object) })
    #expect(table.values.count == table.count && byKey.count == table.count)
    #expect(table.isEmpty == (table.count == 0))
    #expect(table.mapValues(\.object) == byKey)
    return byKey
  }

  @Test("saves, removals and folds read as a dictionary would; an earlier copy never changes")
  func behavesAsADictionary() {
    var generator = SeededGenerator(seed: 11)
    var table = RecordTable()
    var expected: [String: JSONObject] = [:]
    var copies: [(table: RecordTable, expected: [String: JSONObject])] = []
    for step in 0..<30_000 {
      let objectID = "r\(generator.next() % 6000)"
      if generator.next() % 5 == 0 {
        table[objectID] = nil
        expected[objectID] = nil
      } else {
        table[objectID] = Self.stored(objectID, price: step)
        expected[objectID] = ["objectID": .string(objectID), "price": .number(Double(step))]
      }
      #expect(table[objectID]?.object == expected[objectID])
      if step % 1000 == 999 { table.foldIfLarge() }
      if step % 7000 == 0 { copies.append((table, expected)) }
    }
    #expect(Self.contents(table) == expected)
    table.fold()
    #expect(Self.contents(table) == expected)
    for copy in copies { #expect(Self.contents(copy.table) == copy.expected) }
  }

  @Test("a copy shares the base, and a change to one leaves the other as it was")
  func copiesShareTheBase() {
    var table = RecordTable()
    for number in 0..<10_000 { table["r\(number)"] = Self.stored("r\(number)", price: 0) }
    table.foldIfLarge()
    let copy = table
    table["r1"] = Self.stored("r1", price: 1)
    table["r2"] = nil
    table["new"] = Self.stored("new", price: 2)
    #expect(copy.sharesBase(with: table))
    #expect(copy["r1"]?.object["price"] == 0 && copy["r2"] != nil && copy["new"] == nil)
    #expect(table["r1"]?.object["price"] == 1 && table["r2"] == nil && table["new"] != nil)
    #expect((copy.count, table.count) == (10_000, 10_000))
    // A few changes do not fold; more than an eighth of the base does, into a base of its own.
    table.foldIfLarge()
    #expect(copy.sharesBase(with: table))
    for number in 0..<(RecordTable.minimumFold + 1) {
      table["r\(number)"] = Self.stored("r\(number)", price: 3)
    }
    table.foldIfLarge()
    #expect(!copy.sharesBase(with: table))
    #expect(table["r0"]?.object["price"] == 3 && copy["r0"]?.object["price"] == 0)
    #expect(table["r2"]?.object["price"] == 3 && table["new"] != nil && table.count == 10_001)
  }

  @Test("after a compaction, the readers' copy of every index lets go of the old blocks")
  func compactionFreesEveryIndex() async throws {
    let records = (0..<200).map { number in
      #"{"objectID": "r\#(number)", "text": "\#(String(repeating: "ü", count: 500))"}"#
    }
    let all = "[\(records.joined(separator: ","))]"
    let harness = try ServerHarness(files: ["one.json": all, "two.json": all])
    weak let first = harness.engine.published.indexes["one"]?.records["r0"]?.block
    weak let second = harness.engine.published.indexes["two"]?.records["r0"]?.block
    #expect(first != nil && second != nil)
    for round in 1...12 {
      for index in ["one", "two"] {
        let requests = (0..<200).map { number in
          #"{"action": "partialUpdateObject", "body": {"objectID": "r\#(number)", "round": \#(round)}}"#
        }
        let body = #"{"requests": [\#(requests.joined(separator: ","))]}"#
        #expect(try await harness.send("POST", "/1/indexes/\(index)/batch", body).status == 200)
      }
    }
    harness.engine.waitUntilPublished()
    // One more write after the compactions, so the last of them is published too.
    _ = try await harness.send("PUT", "/1/indexes/one/r0", #"{"round": 13}"#)
    harness.engine.waitUntilPublished()
    #expect(first == nil && second == nil)
    for index in ["one", "two"] {
      let published = harness.engine.published.indexes[index]!.records
      #expect(published.count == 200)
      #expect(published["r1"]?.object["round"] == 12)
    }
  }

  @Test("the server's reads follow writes across folds: every record kept, none resurrected")
  func serverFolds() async throws {
    let count = RecordTable.minimumFold + 1000
    let records = (0..<count).map { #"{"objectID": "r\#($0)", "n": 0}"# }
    let harness = try ServerHarness(files: ["products.json": "[\(records.joined(separator: ","))]"])
    // Each batch changes more than the table's threshold: the store folds after each one.
    for round in 1...3 {
      let requests = (0..<count).map { number in
        number % 10 == round
          ? #"{"action": "deleteObject", "body": {"objectID": "r\#(number)"}}"#
          : #"{"action": "partialUpdateObjectNoCreate", "body": {"objectID": "r\#(number)", "n": \#(round)}}"#
      }
      let answer = try await harness.send(
        "POST", "/1/indexes/products/batch", #"{"requests": [\#(requests.joined(separator: ","))]}"#
      )
      #expect(answer.status == 200)
      harness.engine.waitUntilPublished()
      let published = harness.engine.published.indexes["products"]!.records
      let gone = (1...round).map { round in (0..<count).filter { $0 % 10 == round }.count }
      #expect(published.count == count - gone.reduce(0, +))
      #expect(published["r0"]?.object["n"] == .number(Double(round)))
      #expect(published["r\(10 + round)"] == nil)
    }
    let one = try await harness.send("GET", "/1/indexes/products/r\(count - 1)")
    #expect(one.body["n"] == 3)
    let deleted = try await harness.send("GET", "/1/indexes/products/r11")
    #expect(deleted.status == 404)
  }
}
