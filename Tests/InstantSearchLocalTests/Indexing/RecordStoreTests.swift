import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// The record store holds every record compressed and gives each back exactly, whatever its
/// size or its values, from the index that built it and from a snapshot of it.
@Suite("The compressed record store", .timeLimit(.minutes(10)))
struct RecordStoreTests {
  /// Text records in the shape of the large-vocabulary corpus: a title of 3–8 and a body of
  /// 10–30 words drawn from a few thousand made-up words, a unique word and a popularity.
  static func corpus(count: Int) -> [JSON] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let letters = Array("etaoinshrdlcumwfgypbvkjxqz")
    let vocabulary = (0..<5000).map { _ in
      String((0..<(3 + next(9))).map { _ in letters[min(next(26), next(26))] })
    }
    func words(_ count: Int) -> String {
      (0..<count).map { _ in vocabulary[min(next(5000), next(5000))] }.joined(separator: " ")
    }
    return (0..<count).map { number in
      [
        "objectID": .string(String(number)), "title": .string(words(3 + next(6))),
        "body": .string(words(10 + next(21)) + " w\(number)"),
        "popularity": .number(Double(next(100_000))),
      ]
    }
  }

  /// Records of every JSON type, escapes and scalars beyond ASCII, an empty record, and records
  /// larger than a store block and than a snapshot's checksum block.
  static func mixed() -> [JSON] {
    let huge = String(repeating: "abcdefghij", count: 10_000)
    let hugeWords = (0..<30_000).map { "word\($0)" }.joined(separator: " ")
    return [
      [
        "objectID": "types", "null": nil, "yes": true, "no": false, "int": 42, "negative": -7.25,
        "large": 1e300, "small": 2.5e-300,
        "text": "line\nbreak \"quoted\" \\ tab\t é 漢字 🎉 \u{0001}",
        "array": [1, "two", [3, [4]], ["five": 5], nil, true],
        "object": ["nested": ["deeper": ["deepest": "value"]], "empty": [:], "none": []],
      ],
      [:],
      ["objectID": "empty-values", "text": "", "array": [], "object": [:]],
      ["objectID": "huge", "text": .string(huge)],
      ["objectID": "huge-words", "body": .string(hugeWords)],
      ["objectID": "after"],
    ]
  }

  /// Each record as the store should give it back: its compact JSON, parsed, with the objectID
  /// a record without one is given.
  static func expected(_ records: [JSON]) throws -> [JSON] {
    let writer = JSONWriter()
    return try records.enumerated().map { number, record in
      try JSONParser.parse(
        writer.bytes(GeneratedObjectID.inserted(into: record, number: number)))
    }
  }

  static func build(_ records: [JSON], twoStage: Bool) throws -> IndexData {
    try IndexData(
      records: records, settings: try IndexSettings(json: [:], source: "settings"),
      replicaSettings: [], twoStage: twoStage
    ) { _ in }
  }

  @Test(
    "every record reads back as written, in any order, built on one thread or two",
    arguments: [false, true])
  func roundTrip(twoStage: Bool) throws {
    let sets = [
      ("demo", DemoDataset.records(count: 3000)), ("corpus", Self.corpus(count: 3000)),
      ("mixed", Self.mixed()),
      ("mixed among the demo", DemoDataset.records(count: 40) + Self.mixed()),
    ]
    for (name, records) in sets {
      let data = try Self.build(records, twoStage: twoStage)
      let expected = try Self.expected(records)
      #expect(data.count == records.count)
      #expect(data.recordBytes.recordCount == records.count)
      for number in (0..<records.count).reversed() {
        #expect(data.record(UInt32(number)) == expected[number], "\(name) record \(number)")
      }
      for number in stride(from: 0, to: records.count, by: 7) {
        #expect(data.record(UInt32(number)) == expected[number], "\(name) record \(number)")
      }
      try data.checkIntegrity()
    }
  }

  @Test(
    "two stores read alternately on one thread, and one store read on many threads at once, give each its own records"
  )
  func storesAndThreads() throws {
    // Each thread keeps the blocks it decoded, of any store: record 0 of one store is never
    // answered with the block another store keeps under the same number.
    let demoRecords = DemoDataset.records(count: 600)
    let corpusRecords = Self.corpus(count: 600)
    let demo = try Self.build(demoRecords, twoStage: false)
    let corpus = try Self.build(corpusRecords, twoStage: false)
    let demoExpected = try Self.expected(demoRecords)
    let corpusExpected = try Self.expected(corpusRecords)
    for number in 0..<600 {
      #expect(demo.record(UInt32(number)) == demoExpected[number], "demo record \(number)")
      #expect(corpus.record(UInt32(number)) == corpusExpected[number], "corpus record \(number)")
    }
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for step in 0..<600 {
        let number = (step * 7 + thread * 61) % 600
        if demo.record(UInt32(number)) != demoExpected[number] { wrong.withLock { $0 += 1 } }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }

  @Test("a thread reading the records of many blocks again does not decompress them again")
  func blocksKept() throws {
    // The hits of a query asked again: 200 records spread over as many blocks, read twice.
    let data = try Self.build(DemoDataset.records(count: 6000), twoStage: false)
    let blocks = data.recordBytes.blockRecords.dropLast()
    #expect(blocks.count > 400)
    let spread = stride(from: 0, to: blocks.count, by: 2).prefix(200).map { blocks[$0] }
    // On a thread of its own, whose cache holds nothing else.
    let counts = Locked<(first: Int, again: Int, same: Bool)?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let cache = RecordBlockCache.current
      // The bytes, not the parsed records (which the thread keeps too, see `parsedKept`).
      func bytes(_ number: UInt32) -> [UInt8]? {
        data.recordBytes.withRecord(Int(number)) { Array($0) }
      }
      let first = spread.map(bytes)
      let decoded = cache.keptCount
      let again = spread.reversed().map(bytes)
      let same = !first.contains(nil) && Array(again.reversed()) == first
      counts.withLock { $0 = (decoded, cache.keptCount, same) }
      done.signal()
    }.start()
    done.wait()
    let kept = try #require(counts.withLock { $0 })
    #expect(kept.same)
    #expect(kept.first == spread.count)
    #expect(kept.again == kept.first)
  }

  @Test(
    "a thread showing the same records again parses them once, each store's its own, a huge one every time"
  )
  func parsedKept() throws {
    let demo = try Self.build(DemoDataset.records(count: 3000), twoStage: false)
    let other = try Self.build(Self.corpus(count: 300), twoStage: false)
    let mixed = try Self.build(Self.mixed(), twoStage: false)
    let huge = try #require(
      (0..<UInt32(mixed.count)).first { number in
        (mixed.recordBytes.withRecord(Int(number)) { $0.count } ?? 0)
          > RecordBlockCache.parsedLimit
      })
    let outcome = Locked<(first: Int, again: Int, same: Bool, apart: Bool, huge: Int)?>(nil)
    let done = DispatchSemaphore(value: 0)
    // On a thread of its own, whose cache holds nothing else.
    Thread {
      let cache = RecordBlockCache.current
      let first = (0..<UInt32(200)).map { demo.record($0) }
      let parsed = cache.keptParsedCount
      let again = (0..<UInt32(200)).reversed().map { demo.record($0) }
      let parsedAgain = cache.keptParsedCount
      let same = !first.contains(.null) && Array(again.reversed()) == first
      // The same numbers in another store are that store's records.
      let apart = (0..<UInt32(200)).allSatisfy { number in
        other.record(number)["objectID"] == .string(String(number))
          && demo.record(number) == first[Int(number)]
      }
      // Stores 1,024 apart share every slot: the store kept decides.
      let store = UInt64.max / 2
      cache.keep(parsed: ["a": 1], size: 7, as: 5, of: store)
      let sharedSlot =
        cache.parsed(5, of: store + 1024) == nil && cache.parsed(5, of: store) == ["a": 1]
      let beforeHuge = cache.keptParsedCount
      let hugeSame = mixed.record(huge) == mixed.record(huge) && mixed.record(huge) != .null
      outcome.withLock {
        $0 = (
          parsed, parsedAgain, same && hugeSame, apart && sharedSlot,
          cache.keptParsedCount - beforeHuge
        )
      }
      done.signal()
    }.start()
    done.wait()
    let kept = try #require(outcome.withLock { $0 })
    #expect(kept.first == 200)
    #expect(kept.same)
    #expect(kept.apart)
    // Read again, they were not parsed again.
    #expect(kept.again == 200)
    #expect(kept.huge == 0)
  }

  @Test("the store is compressed, in blocks of a few kilobytes, a huge record in one of its own")
  func compressed() throws {
    let demo = try Self.build(DemoDataset.records(count: 3000), twoStage: false)
    #expect(demo.recordBytes.count * 3 < demo.recordBytes.jsonCount)
    // A finalized dictionary (zstd's magic number, entropy tables, then the first records).
    #expect(Array(demo.recordBytes.codec.dictionary.prefix(4)) == [0x37, 0xA4, 0x30, 0xEC])
    let corpus = try Self.build(Self.corpus(count: 3000), twoStage: true)
    #expect(corpus.recordBytes.count * 3 < corpus.recordBytes.jsonCount * 2)
    #expect(corpus.recordBytes.blockStarts.count > corpus.recordBytes.jsonCount / 8192)
    let mixed = try Self.build(Self.mixed(), twoStage: false)
    // types + {} + empty values, then huge, then huge-words, then after.
    #expect(Array(mixed.recordBytes.blockRecords) == [0, 3, 4, 5, 6])
  }

  @Test("no records: an empty store")
  func empty() throws {
    let data = try Self.build([], twoStage: false)
    #expect(data.count == 0)
    #expect(data.recordBytes.count == 0)
    #expect(Array(data.recordBytes.blockRecords) == [0])
  }

  @Test("a snapshot stores the compressed blocks and gives back every record")
  func snapshotRoundTrip() throws {
    let records = (DemoDataset.records(count: 500) + Self.mixed() + Self.corpus(count: 1500))
      .enumerated().map { number, record in
        var record = record
        record["objectID"] = .string("r\(number)")
        return record
      }
    let client = LocalClient()
    try client.addIndex(named: "mixed", records: records)
    let path = try SnapshotRoundTripTests.temporaryFile()
    try client.writeSnapshot(to: path)
    let opened = LocalClient()
    try opened.load(path)
    let expected = try client.records(ofIndex: "mixed")
    #expect(expected == (try Self.expected(records)))
    #expect(try opened.records(ofIndex: "mixed") == expected)
    let section = try #require(
      SnapshotRefusalTests.sections(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        .first { $0.name == "d0.records" })
    let json = records.reduce(0) { $0 + JSONWriter().bytes($1).count }
    #expect(section.count * 2 < json)
    // Written again from the mapped store: the same file.
    let again = path + ".again"
    try opened.writeSnapshot(to: again)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: again))
        == Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test(
    "a flipped byte in a compressed block fails only the searches that read it, naming the file, section and block"
  )
  func corruptBlock() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "corpus", records: Self.corpus(count: 3000),
      settings: ["searchableAttributes": ["title", "body"], "typoTolerance": false])
    let path = try SnapshotRoundTripTests.temporaryFile()
    try client.writeSnapshot(to: path)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let records = try #require(
      SnapshotRefusalTests.sections(bytes).first { $0.name == "d0.records" })
    let last = (records.count - 1) / SnapshotBlocks.size
    #expect(last >= 2)
    bytes[records.offset + last * SnapshotBlocks.size + 100] ^= 0x01
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    let opened = LocalClient()
    try opened.load(path)
    // The first record is in the first block: answered.
    let first = try opened.search(indexName: "corpus", parameters: ["query": "w0"])
    #expect(first["hits"]?[0]?["objectID"] == "0")
    try SnapshotRefusalTests.expectCorruptRecordsBlock(last, of: path) {
      try opened.search(indexName: "corpus", parameters: ["query": "w2999"])
    }
  }
}
