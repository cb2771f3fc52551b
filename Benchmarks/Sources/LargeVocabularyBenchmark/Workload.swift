import InstantSearchCore

/// One query of the large-vocabulary workload.
struct VocabularyQuery {
  /// The row of the report.
  var type: String
  var text: String
}

extension TextCorpus {
  /// The frequency bands the workload draws from: the ranks of the first word of each band.
  static let bands = [10, 30, 100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, 200_000]

  /// `word` with `count` letters replaced by another letter, at distinct random positions.
  static func misspell(_ word: String, _ count: Int, using generator: inout SeededGenerator)
    -> String
  {
    var bytes = Array(word.utf8)
    var positions = Array(bytes.indices).shuffled(using: &generator).prefix(count)
    positions.sort()
    for position in positions {
      var replacement = bytes[position]
      while replacement == bytes[position] {
        replacement = UInt8(ascii: "a") + UInt8.random(in: 0..<26, using: &generator)
      }
      bytes[position] = replacement
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Correct, one-typo, two-typo, prefix and two-word queries, `perBand` words from every band;
  /// the two-word queries are neighbours in a record's title (so that they match), one per
  /// word; the long queries are 40 words of a record (title and body), 40 words drawn with the
  /// Zipf law, and drawn words up to the 512-byte cap.
  func workload(perBand: Int, texts: [(title: String, body: String)], seed: UInt64 = 5)
    -> [VocabularyQuery]
  {
    var generator = SeededGenerator(seed: seed)
    var queries: [VocabularyQuery] = []
    var words: [String] = []
    for band in Self.bands where band < vocabulary.count {
      words += vocabulary[band..<min(band + perBand, vocabulary.count)]
    }
    for word in words { queries.append(VocabularyQuery(type: "one word, correct", text: word)) }
    for word in words {
      let text = Self.misspell(word, 1, using: &generator)
      queries.append(VocabularyQuery(type: "one word, one typo", text: text))
    }
    // Two typos need 8 letters (minWordSizefor2Typos): the longer words of each band.
    for band in Self.bands where band < vocabulary.count {
      let long = vocabulary[band...].lazy.filter { $0.utf8.count >= 8 }.prefix(perBand)
      for word in long {
        let text = Self.misspell(word, 2, using: &generator)
        queries.append(VocabularyQuery(type: "one word, two typos", text: text))
      }
    }
    for word in words {
      let text = String(word.prefix(max(3, word.count / 2)))
      queries.append(VocabularyQuery(type: "prefix", text: text))
    }
    let pairs = texts.prefix(words.count).map { text in
      let words = text.title.split(separator: " ").map(String.init)
      let start = Int.random(in: 0..<(words.count - 1), using: &generator)
      return (words[start], words[start + 1])
    }
    for (first, second) in pairs {
      queries.append(VocabularyQuery(type: "two words, correct", text: "\(first) \(second)"))
    }
    for (first, second) in pairs {
      let text = "\(Self.misspell(first, 1, using: &generator)) \(second)"
      queries.append(VocabularyQuery(type: "two words, one typo", text: text))
    }
    for text in texts.suffix(8) {
      let words = (text.title + " " + text.body).split(separator: " ").prefix(40)
      queries.append(
        VocabularyQuery(type: "40 words of a record", text: words.joined(separator: " ")))
      queries.append(
        VocabularyQuery(type: "40 drawn words", text: self.text(40, using: &generator)))
      var longest = ""
      while true {
        let next =
          longest.isEmpty ? word(using: &generator) : longest + " " + word(using: &generator)
        if next.utf8.count > 512 { break }
        longest = next
      }
      queries.append(VocabularyQuery(type: "up to 512 bytes", text: longest))
    }
    return queries
  }
}
