import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("One-character prefix matches")
struct PrefixCacheTests {
  @Test("the precomputed matches equal the unions computed per query")
  func sameAsComputed() throws {
    let records = DemoDataset.records(count: 300)
    let settings = try IndexSettings(json: DemoDataset.settings, source: "demo")
    let data = IndexData(records: records, settings: settings, replicaSettings: []) { _ in }
    #expect(data.prefixMatches.count > 5)
    for (prefix, cached) in data.prefixMatches {
      let word = QueryWord(text: prefix, isPrefix: true, maxTypos: 0, terms: data.terms)
      let computed = WordMatch(word, terms: data.terms, recordCount: data.count)
      #expect(cached.records == computed.records, "\(prefix)")
      #expect(cached.places == computed.places, "\(prefix)")
      let scanned = (0..<UInt32(data.count)).filter { record in
        data.record(record).value(atPath: "name").map { name in
          Tokenizer.tokens(name.scalarText ?? "").contains { $0.hasPrefix(prefix) }
        } ?? false
      }
      #expect(Set(scanned).isSubset(of: Set(cached.records)), "\(prefix)")
    }
  }
}
