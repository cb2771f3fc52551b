import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// The inverted index against one built the plain way from the same records: a dictionary from
/// each word to its records and their first places, filled token by token. Every term, every
/// posting and every place must agree, and the word lookup must find each word's term and no
/// word that is not there.
@Suite("The inverted index equals the one a dictionary builds")
struct TermIndexReferenceTests {
  /// Demo products, with accented words, words longer than 15 bytes (kept out of line by
  /// `String`), repeated words and a searchable array.
  static func records() -> [JSON] {
    DemoDataset.records(count: 4000).enumerated().map { position, record in
      var record = record
      if position % 7 == 0 {
        record["name"] = .string("Café Crème incomprehensibilities \(position) café \(position)")
      }
      if position % 9 == 0 {
        record["description"] = .array([
          .string("Übergrößenträger \(position % 50)"), "zwei Wörter",
        ])
      }
      return record
    }
  }

  /// Each word's records ascending and the first place in each, as `TermIndex` keeps them.
  static func reference(_ records: [JSON], slots: [String]) -> [String: [(UInt32, UInt32)]] {
    var postings: [String: [(UInt32, UInt32)]] = [:]
    for (number, record) in records.enumerated() {
      for (slot, path) in slots.enumerated() {
        var position: UInt32 = 0
        record.value(atPath: path)?.forEachScalar { scalar in
          guard let text = scalar.scalarText else { return }
          Tokenizer.forEachToken(in: text) { token in
            let place = MatchPlace.location(slot: slot, position: position)
            if postings[token]?.last?.0 != UInt32(number) {
              postings[token, default: []].append((UInt32(number), place))
            }
            position += 1
          }
          position += 8
        }
      }
    }
    return postings
  }

  @Test("every term, posting and place, and the lookup of every word")
  func sameAsDictionary() throws {
    let records = Self.records()
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let data = try IndexData(records: records, settings: settings, replicaSettings: []) { _ in }
    let expected = Self.reference(records, slots: data.slots)
    let terms = data.terms
    let lookup = terms.ids
    #expect(terms.words.count == expected.count && expected.count > 1000)
    #expect(terms.postings.count == expected.count)
    for (word, postings) in expected {
      let id = try #require(lookup[word], "\(word)")
      #expect(terms.words[Int(id)] == word)
      #expect(Array(terms.postings[Int(id)]) == postings.map(\.0), "\(word)")
      #expect(Array(terms.places[Int(id)]) == postings.map(\.1), "\(word)")
    }
    for absent in ["", "cafes", "crèmes", "incomprehensibilitie", "zzzz", "übergrößenträgerx"] {
      #expect(lookup[absent] == nil, "\(absent)")
    }
  }

  @Test("the words with a prefix are those whose bytes start with it, for every length of it")
  func prefixes() throws {
    let records = Self.records()
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let data = try IndexData(records: records, settings: settings, replicaSettings: []) { _ in }
    let words = data.terms.words
    var prefixes: Set<String> = [
      "", "zzzz", "ü", "übergr", "caf", "café", "incomprehensibilities0",
    ]
    for word in words.prefix(400) {
      for length in [1, 2, 3, word.count] { prefixes.insert(String(word.prefix(length))) }
    }
    for prefix in prefixes {
      let found = data.terms.termsWithPrefix(prefix).map { words[Int($0)] }
      let expected = words.filter { $0.utf8.starts(with: prefix.utf8) }
      #expect(Set(found) == Set(expected) && found.count == expected.count, "\(prefix)")
    }
  }

  @Test("the lookup of a vocabulary: every word's id, none for others, empty or not")
  func lookup() {
    #expect(TermLookup(words: [])["a"] == nil)
    let words = (0..<5000).map { "w\($0 * 7919 % 100_003)" } + ["", "é", "a-much-longer-word"]
    let lookup = TermLookup(words: words)
    for (id, word) in words.enumerated() { #expect(lookup[word] == Int32(id), "\(word)") }
    #expect(lookup["w1"] == nil && lookup["e"] == nil && lookup["a-much-longer-wor"] == nil)
    #expect(lookup.byteCount < words.count * 40)
  }
}
