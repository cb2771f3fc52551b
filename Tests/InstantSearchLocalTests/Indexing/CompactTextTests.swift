import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// A record read from a file is stored as its own text when that text is already the compact
/// JSON the writer gives for it, and written from its value otherwise: the store is the same
/// bytes either way.
@Suite("Records stored from their own text")
struct CompactTextTests {
  /// What ``CompactText`` must say of `text`: the length of the writer's form of the value it
  /// starts with, when `text` starts with exactly that form.
  static func expectedLength(_ text: String) throws -> Int? {
    let bytes = Array(text.utf8)
    var first: JSON?
    try JSONParser.forEachElement(Array("[".utf8) + bytes + Array("]".utf8)) { value, _, _ in
      if first == nil { first = value }
    }
    let written = JSONWriter().bytes(try #require(first))
    return bytes.starts(with: written) ? written.count : nil
  }

  static func length(_ text: String) throws -> Int? {
    let bytes = Array(text.utf8)
    var first: JSON?
    try JSONParser.forEachElement(Array("[".utf8) + bytes + Array("]".utf8)) { value, _, _ in
      if first == nil { first = value }
    }
    var compact = CompactText()
    let value = try #require(first)
    return bytes.withUnsafeBufferPointer { compact.length(of: value, in: $0) }
  }

  @Test(
    "text that is the writer's compact JSON is taken to its end, anything else is not",
    arguments: [
      // Taken: the writer's own form, followed by what comes after it in a file.
      #"{"objectID":"1","title":"a b","popularity":42},{"next":1}"#,
      #"{"a":[1,"two",[3,[4]],{"five":5},null,true,false],"b":{},"c":[]}"#,
      #"{"text":"line\nbreak \"quoted\" \\ tab\t é 漢字 🎉 \u0001"}"#,
      #"{"n":-7.25,"m":0.00001,"k":10000000000000000,"z":0}"#,
      #"{"long":"abcdefghijklmnopqrstuvwxyz0123456789 abcdefghijklmnopqrstuvwxyz"}"#,
      #"{}"#,
      // Refused: spaces, other escapes, other number forms, a repeated key.
      #"{"a": 1}"#, #"{ "a":1}"#, #"{"a":1 }"#, #"{"a":[1, 2]}"#,
      #"{"a":"\u00e9"}"#, #"{"a":"\/"}"#, #"{"a":"x\u001F"}"#, #"{"a":"x\u001f"}"#,
      #"{"a":1.0}"#, #"{"a":1e2}"#, #"{"a":-0}"#, #"{"a":1.50}"#, #"{"a":0.10}"#,
      #"{"a":1,"a":2}"#, #"{"a":1,"b":2,"a":3}"#, #"[1,2]"#,
    ])
  func matchesTheWriter(text: String) throws {
    #expect(try Self.length(text) == Self.expectedLength(text))
  }

  @Test("the writer's form is taken, what differs from it is refused")
  func someOfEach() throws {
    #expect(try Self.length(#"{"a":1},{"b":2}"#) == 7)
    #expect(try Self.length(#"{"a":"x\u001f"}"#) == 15)
    #expect(try Self.length(#"{"a": 1}"#) == nil)
    #expect(try Self.length(#"{"a":1,"a":2}"#) == nil)
    #expect(try Self.length(#"{"a":"\u00e9"}"#) == nil)
  }

  @Test("the eight-bytes-a-step escape test agrees with a byte-by-byte one")
  func escapeTest() {
    func slow(_ bytes: [UInt8]) -> Bool {
      bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for length in 0..<40 {
      for special in [nil] + (0...255).map({ Optional(UInt8($0)) }) {
        var bytes = (0..<length).map { _ -> UInt8 in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          // Plain bytes: letters and bytes above 0x7F, never one that needs an escape.
          let value = UInt8(truncatingIfNeeded: state >> 56)
          return value < 0x80 ? UInt8(ascii: "a") + value % 26 : value
        }
        if let special, length > 0 { bytes[Int(state % UInt64(length))] = special }
        let fast = bytes.withUnsafeBufferPointer { CompactText.needsEscape($0) }
        #expect(fast == slow(bytes), "\(bytes)")
      }
    }
  }

  /// The index built from `text` (a records file), streamed as a folder's records are.
  static func streamed(_ text: [UInt8]) throws -> IndexData {
    let path = try Fixtures.temporaryFolder() + "/records.json"
    try Data(text).write(to: URL(fileURLWithPath: path))
    return try RecordSource.file(RecordStream(path: path)).build(
      settings: try IndexSettings(json: [:], source: "settings"), replicaSettings: [],
      unique: false, indexName: "records", progress: nil)
  }

  static func storeBytes(_ data: IndexData) -> [UInt8] {
    data.recordBytes.withUnsafeBufferPointer { Array($0) }
  }

  @Test("a file of compact records, of spaced ones and the values themselves store the same bytes")
  func sameStore() throws {
    // Past the first 1000 records (the sample, always written from values) come compact and
    // non-compact ones of every kind.
    let records =
      RecordStoreTests.corpus(count: 1500) + RecordStoreTests.mixed()
      + DemoDataset.records(count: 600)
      + [["objectID": "odd", "price": 1.5, "tiny": 0.1, "negative": -0.0, "big": 1e21]]
    let writer = JSONWriter()
    let compact =
      Array("[".utf8) + records.map(writer.bytes).joined(separator: Array(",".utf8))
      + Array("]".utf8)
    let spaced = Array(JSONWriter(pretty: true).string(.array(records)).utf8)
    // Escapes the writer does not use, numbers in other forms and a space, each parsing to the
    // same values.
    let other = Array(
      String(decoding: compact, as: UTF8.self)
        .replacingOccurrences(of: #""objectID":"1"#, with: #""objectID":"\u0031"#)
        .replacingOccurrences(of: #""price":1.5,"#, with: #""price":15e-1,"#)
        .replacingOccurrences(of: #""title":"#, with: #""title": "#).utf8)
    #expect(other.count > compact.count + 1000)
    let values = try RecordStoreTests.build(records, twoStage: false)
    let expected = try RecordStoreTests.expected(records)
    for (name, text) in [("compact", compact), ("spaced", spaced), ("escaped", other)] {
      let data = try Self.streamed(text)
      #expect(data.count == records.count, "\(name)")
      #expect(data.jsonSize == values.jsonSize, "\(name)")
      #expect(Array(data.recordBytes.recordOffsets) == Array(values.recordBytes.recordOffsets))
      #expect(Array(data.recordBytes.blockStarts) == Array(values.recordBytes.blockStarts))
      #expect(Self.storeBytes(data) == Self.storeBytes(values), "\(name)")
      for number in stride(from: 0, to: records.count, by: 97) {
        #expect(data.record(UInt32(number)) == expected[number], "\(name) record \(number)")
      }
    }
  }
}
