import InstantSearchCore
@_spi(Reference) import InstantSearchLocal
import Testing

@Suite("Typo candidates from the vocabulary's trie")
struct TypoCandidatesTests {
  /// Random words over a small alphabet (so that many are near each other), some with
  /// letters outside ASCII: by default outside Latin-1 too (the typo index then holds four
  /// bytes a scalar, one otherwise).
  static func vocabulary(count: Int, seed: UInt64, alphabet: String = "abcdeéñиклм") -> [String] {
    var generator = SeededGenerator(seed: seed)
    let letters = Array(alphabet.unicodeScalars) + Array("aeiorstn".unicodeScalars)
    return (0..<count).map { _ in
      let length = Int.random(in: 1...11, using: &generator)
      var word = String.UnicodeScalarView()
      for _ in 0..<length { word.append(letters.randomElement(using: &generator)!) }
      return String(word)
    }
  }

  /// `word` with one random edit: a substitution, a deletion, an insertion or a swap.
  static func edit(_ word: String, using generator: inout SeededGenerator) -> String {
    var scalars = Array(word.unicodeScalars)
    let position = Int.random(in: 0..<max(scalars.count, 1), using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0 where !scalars.isEmpty: scalars[position] = "e"
    case 1 where scalars.count > 1: scalars.remove(at: position)
    case 2: scalars.insert("s", at: position)
    default:
      if position + 1 < scalars.count { scalars.swapAt(position, position + 1) }
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }

  /// An index of one record per word, its text the word.
  static func index(_ words: [String]) throws -> LocalClient {
    let client = LocalClient()
    try client.addIndex(
      named: "words",
      records: words.enumerated().map { ["objectID": .string("\($0)"), "text": .string($1)] })
    return client
  }

  /// Up to `count` words of `words` with none to two random edits each, the empty ones left out.
  static func edited(_ words: [String], count: Int, using generator: inout SeededGenerator)
    -> [String]
  {
    (0..<count).compactMap { _ in
      var word = words.randomElement(using: &generator)!
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        word = Self.edit(word, using: &generator)
      }
      return word.isEmpty ? nil : word
    }
  }

  @Test(
    "the trie finds the terms and typos the scan finds, prefix or not, one or two typos",
    arguments: ["abcdeéñиклм", "abcdeéñüøÿ"])
  func sameAsScan(alphabet: String) throws {
    let words = Self.vocabulary(count: 1500, seed: 7, alphabet: alphabet)
    let client = try Self.index(words)
    var generator = SeededGenerator(seed: 11)
    var compared = 0
    for word in Self.edited(words, count: 150, using: &generator) {
      for isPrefix in [false, true] {
        for maxTypos in 1...2 {
          let found = try client.typoCandidates(
            indexName: "words", word: word, isPrefix: isPrefix, maxTypos: maxTypos, source: .index)
          let expected = try client.typoCandidates(
            indexName: "words", word: word, isPrefix: isPrefix, maxTypos: maxTypos, source: .scan)
          #expect(found == expected, "\(word) prefix: \(isPrefix) typos: \(maxTypos)")
          compared += found.count
        }
      }
    }
    // The words are close to each other: the comparison covers many candidates.
    #expect(compared > 2_000)
  }

  /// Forty words share `qu` and differ in the next letter (the node `qu` has forty children,
  /// listed, being over the branch threshold), each followed by the same few tails. A query
  /// with letters slipped in around `q` and `u` (`xqyuzw`, `qxuzw`) brings the row of `qu` to
  /// the budget in every cell, each through another letter: the walk then looks up as many
  /// labels as the band has cells (2 × budget + 1, the most it can: each comes from a query
  /// letter within the band), and must visit every child they name, the last one included.
  @Test("a node with forty children gives the scan's candidates, budget 1 and 2, prefix or not")
  func crowdedNode() throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyzàéíñøüабвгджзи".unicodeScalars)
    #expect(letters.count == 40)
    let tails = ["", "w", "zw"]
    var words: [String] = []
    for letter in letters {
      for tail in tails { words.append("qu" + String(letter) + tail) }
    }
    let client = try Self.index(words)
    var queries: Set<String> = []
    for (index, letter) in letters.enumerated() {
      let other = String(letters[(index * 7 + 3) % letters.count])
      for tail in tails {
        let rest = String(letter) + tail
        // One letter slipped in (budget 1), two (budget 2), and two neighbours swapped.
        queries.insert("q" + other + "u" + rest)
        queries.insert(other + "q" + String(letters[index / 2]) + "u" + rest)
        queries.insert("uq" + rest)
      }
    }
    var compared = 0
    for query in queries.sorted() {
      for isPrefix in [false, true] {
        for maxTypos in 1...2 {
          let found = try client.typoCandidates(
            indexName: "words", word: query, isPrefix: isPrefix, maxTypos: maxTypos,
            source: .index)
          let expected = try client.typoCandidates(
            indexName: "words", word: query, isPrefix: isPrefix, maxTypos: maxTypos,
            source: .scan)
          #expect(found == expected, "\(query) prefix: \(isPrefix) typos: \(maxTypos)")
          compared += expected.count
        }
      }
    }
    #expect(compared > 2_000)
  }

  /// The batched scan skips a term when letter counts alone put it past the budget: on words
  /// close to each other (and on long ones, whose letters are not counted) it must skip no term
  /// the scan of each word finds.
  @Test("the scan of many words at once finds each word's terms and typos, as its own scan does")
  func batchedScan() throws {
    var words = Self.vocabulary(count: 800, seed: 21)
    words += ["aeiorstn", "ntsroiea"].map { String(repeating: $0, count: 9) }
    let client = try Self.index(words)
    var generator = SeededGenerator(seed: 5)
    var requests: [(word: String, isPrefix: Bool, maxTypos: Int)] = []
    for word in Self.edited(words, count: 60, using: &generator) {
      for isPrefix in [false, true] {
        for maxTypos in 0...2 { requests.append((word, isPrefix, maxTypos)) }
      }
    }
    let long = String(repeating: "aeiorstn", count: 9)
    requests += [(long, false, 2), (String(long.dropFirst()), true, 2), ("", false, 1)]
    let batched = try client.scannedTypoCandidates(indexName: "words", words: requests)
    var found = 0
    for (request, result) in zip(requests, batched) {
      let expected = try client.typoCandidates(
        indexName: "words", word: request.word, isPrefix: request.isPrefix,
        maxTypos: request.maxTypos, source: .scan)
      #expect(result == expected, "\(request)")
      found += expected.count
    }
    #expect(batched.count == requests.count)
    #expect(found > 500)
  }

  @Test("a transposition is one typo, and a prefix within the budget matches the longer word")
  func transpositionsAndPrefixes() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "words", records: [["objectID": "1", "text": "wireless headphones"]])
    func typos(_ word: String, prefix: Bool, _ budget: Int = 2) throws -> [String: Int] {
      try client.typoCandidates(
        indexName: "words", word: word, isPrefix: prefix, maxTypos: budget, source: .index)
    }
    #expect(try typos("wirelses", prefix: false) == ["wireless": 1])
    #expect(try typos("iwreless", prefix: false, 1) == ["wireless": 1])
    #expect(try typos("haedph", prefix: true) == ["headphones": 1])
    #expect(try typos("hedph", prefix: true, 1) == ["headphones": 1])
    #expect(try typos("headphones", prefix: true) == [:])
    #expect(try typos("hxadphxnes", prefix: false, 1) == [:])
  }

  @Test("words outside ASCII get typos by letter, not by byte")
  func nonASCII() throws {
    let client = LocalClient()
    try client.addIndex(named: "words", records: [["objectID": "1", "text": "Привет мир"]])
    for source in [TypoCandidateSource.index, .scan] {
      let found = try client.typoCandidates(
        indexName: "words", word: "привот", isPrefix: false, maxTypos: 1, source: source)
      #expect(found == ["привет": 1])
    }
    let response = try client.search(indexName: "words", parameters: ["query": "привот"])
    #expect(response["nbHits"] == 1)
  }

  /// The texts of the benchmark's 51-query workload, and the same with a typo in each word.
  static let workloadTexts: [String] = {
    let texts = [
      "s", "sam", "lap", "w", "head", "sma", "samsung gam", "sony wireless hea", "apple smart wa",
      "dell pro lap", "gaming con", "portable spe", "samsung", "laptop", "wireless headphones",
      "camera", "bose speaker", "smart watch", "pro", "wireless", "smart", "zzzz", "samsung qqqq",
      "xylophone", "apple zebra", "laptpo", "samsnug galaxy", "wireles headphnoes", "camrea",
      "bsoe speeker", "smrat wacth", "protable speakr", "gamign controler", "headphon", "sonny",
    ]
    return texts
  }()

  /// The scan is also the search without shortcuts (no narrowing of words to the rarer words'
  /// records, every match ranked), so this compares the engine's responses with the first
  /// implementation's, on pages 1 and 2.
  @Test("typo-tolerant searches return the scan's hits in the scan's order on the demo")
  func demoResponses() throws {
    let client = LocalClient()
    try client.addIndex(
      named: DemoDataset.indexName, records: DemoDataset.records(count: 1000),
      settings: DemoDataset.settings, replicaSettings: DemoDataset.replicaSettings)
    let indices = [DemoDataset.indexName, DemoDataset.ratingDescending]
    for text in Self.workloadTexts {
      for index in indices {
        for (queryType, tolerance, page) in [
          ("prefixLast", JSON.bool(true), 0), ("prefixLast", JSON.bool(true), 1),
          ("prefixAll", "strict", 0),
        ] {
          let parameters: JSON = [
            "query": .string(text), "hitsPerPage": 50, "queryType": .string(queryType),
            "page": .number(Double(page)),
            "typoTolerance": tolerance, "facets": ["brand"], "getRankingInfo": true,
          ]
          var found = try client.search(
            indexName: index, parameters: parameters, typoCandidates: .index)
          var expected = try client.search(
            indexName: index, parameters: parameters, typoCandidates: .scan)
          found["processingTimeMS"] = nil
          expected["processingTimeMS"] = nil
          #expect(found == expected, "\(index) \"\(text)\" \(queryType) page \(page)")
        }
      }
    }
  }

  /// Queries of three words and more look up a word's typo candidates only while records are
  /// left, in their own order: the responses must still be the scan's (which looks up every
  /// word's first), plural forms that are also typo candidates included (`headphone` finds
  /// `headphones` both ways: the typo match counts, as when the candidates come first).
  @Test("long queries with typos and plurals return the scan's hits, in the scan's order")
  func longQueryResponses() throws {
    let client = LocalClient()
    let records = DemoDataset.records(count: 1000)
    try client.addIndex(
      named: DemoDataset.indexName, records: records, settings: DemoDataset.settings)
    let names = records.prefix(12).compactMap { $0["name"]?.stringValue }
    // `phone` and `headphone` find `phones` and `headphones` as plurals and as typos.
    var texts = [
      "audio headphone wireless", "cell phone smartphone", "phone cell computers",
      "speaker portable audio bose", "samsng phone cell", "laptop laptops computers",
    ]
    texts += names.map {
      $0 + " " + $0.lowercased().split(separator: " ").reversed().joined(separator: " ")
    }
    for text in texts {
      for plurals in [JSON.bool(true), .bool(false)] {
        let parameters: JSON = [
          "query": .string(text), "hitsPerPage": 50, "ignorePlurals": plurals,
          "getRankingInfo": true, "facets": ["brand"],
        ]
        var found = try client.search(
          indexName: DemoDataset.indexName, parameters: parameters, typoCandidates: .index)
        var expected = try client.search(
          indexName: DemoDataset.indexName, parameters: parameters, typoCandidates: .scan)
        found["processingTimeMS"] = nil
        expected["processingTimeMS"] = nil
        #expect(found == expected, "\"\(text)\" ignorePlurals: \(plurals)")
        if text.hasSuffix("smartphone") || text.hasSuffix("computers") {
          #expect(expected["nbHits"] != 0, "\(text)")
        }
      }
    }
  }
}
