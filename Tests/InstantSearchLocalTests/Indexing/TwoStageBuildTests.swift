import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// The index built in two stages (records parsed, stored and tokenized on the caller's thread,
/// their words added to the inverted index on a second one) is the index one thread builds,
/// array for array.
@Suite("Building in two stages gives the same index")
struct TwoStageBuildTests {
  /// Demo products, with words a plain ASCII path would not see: capitals, accents, a
  /// placeholder, a sort attribute that is a string in a few records.
  static func records() -> [JSON] {
    DemoDataset.records(count: 6000).enumerated().map { position, record in
      var record = record
      if position % 7 == 0 { record["name"] = .string("Café Crème <Street> \(position)") }
      if position % 11 == 0 { record["popularity"] = .string("p\(position % 13)") }
      if position % 5 == 0 { record["popularity"] = nil }
      return record
    }
  }

  static func build(twoStage: Bool) throws -> IndexData {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let replicas = try DemoDataset.replicaSettings.values.map {
      try IndexSettings(json: $0, source: "replica")
    }
    return try IndexData(
      records: records(), settings: settings, replicaSettings: replicas, twoStage: twoStage
    ) { _ in }
  }

  @Test("terms, postings, places, columns, ranks and stored records are equal")
  func sameIndex() throws {
    let one = try Self.build(twoStage: false)
    let two = try Self.build(twoStage: true)
    #expect(one.terms.words == two.terms.words)
    #expect(one.terms.words.count > 1000)
    #expect(one.terms.words.indices.allSatisfy { two.terms.ids[one.terms.words[$0]] == Int32($0) })
    #expect(Array(one.terms.postingStarts) == Array(two.terms.postingStarts))
    #expect(Array(one.terms.postingRecords) == Array(two.terms.postingRecords))
    #expect(Array(one.terms.postingPlaces) == Array(two.terms.postingPlaces))
    #expect(Array(one.terms.sorted) == Array(two.terms.sorted))
    #expect(Array(one.recordBytes.recordOffsets) == Array(two.recordBytes.recordOffsets))
    #expect(Array(one.recordBytes.blockStarts) == Array(two.recordBytes.blockStarts))
    #expect(
      one.recordBytes.withUnsafeBufferPointer(Array.init)
        == two.recordBytes.withUnsafeBufferPointer(Array.init))
    #expect(Set(one.facets.keys) == Set(two.facets.keys))
    for (attribute, column) in one.facets {
      let other = try #require(two.facets[attribute])
      #expect(column.displays == other.displays, "\(attribute)")
      #expect(Array(column.postingRecords) == Array(other.postingRecords), "\(attribute)")
      #expect(Array(column.recordValues) == Array(other.recordValues), "\(attribute)")
      #expect(
        column.singleValues.map(Array.init) == other.singleValues.map(Array.init), "\(attribute)")
    }
    #expect(
      one.numerics.mapValues { Array($0.values) } == two.numerics.mapValues { Array($0.values) })
    #expect(
      one.numerics.mapValues { Array($0.records) } == two.numerics.mapValues { Array($0.records) })
    #expect(
      one.sortRanks.mapValues { Array($0.ranks) } == two.sortRanks.mapValues { Array($0.ranks) })
  }

  @Test("a word's bytes are the token the string tokenizer gives")
  func tokenBytes() {
    for text in [
      "Hello WORLD 42x", "café crème brûlée", "ÉCOLE d'été", "", "a-b_c", "Ünïcode ünïcode",
    ] {
      var bytes: [String] = []
      Tokenizer.forEachTokenBytes(in: text) { bytes.append(String(decoding: $0, as: UTF8.self)) }
      #expect(bytes == Tokenizer.tokens(text), "\(text)")
    }
  }

  @Test("sort ranks of numbers, and of numbers mixed with other values, are the dense ranks")
  func sortRanks() {
    let numbers: [JSON?] = [3, nil, 1, 3, -2, 0.5, nil, 1]
    let mixed: [JSON?] = numbers + ["b", true, "a", 2]
    for values in [numbers, mixed, [], [nil, nil]] {
      var sort = SortValues(expectedCount: values.count)
      for value in values { sort.append(value) }
      let expected = IndexData.denseRanks(values)
      #expect(Array(sort.ranks().ranks) == Array(expected.ranks))
      #expect(sort.ranks().distinct == expected.distinct)
    }
  }
}
