import Foundation
import InstantSearchCore

/// The large-vocabulary corpus of issue 14 and PERFORMANCE.md, generated deterministically:
/// records with a `title` of 3–8 words and a `body` of 10–30 words drawn from a vocabulary of
/// distinct words of 4–12 letters with a Zipf-like law (s = 0.9), and a `popularity`.
struct TextCorpus {
  /// The words, most frequent first (rank 0 is the most frequent).
  let vocabulary: [String]
  /// The cumulative weights of the ranks, for drawing with the Zipf law.
  private let cumulative: [Double]

  /// The searchable attributes and custom ranking; everything else is Algolia's default.
  static let settings: JSON = [
    "searchableAttributes": ["title", "body"], "customRanking": ["desc(popularity)"],
  ]

  /// A vocabulary of `words` distinct words.
  init(words: Int, seed: UInt64 = 14) {
    var generator = SeededGenerator(seed: seed)
    var seen: Set<String> = []
    var vocabulary: [String] = []
    vocabulary.reserveCapacity(words)
    let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    // Letter frequencies close to English text, so that words look alike as real ones do.
    let weights: [Double] = [
      8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.2, 0.8, 4.0, 2.4, 6.7, 7.5, 1.9, 0.1, 6.0,
      6.3, 9.1, 2.8, 1.0, 2.4, 0.2, 2.0, 0.1,
    ]
    var letterCumulative: [Double] = []
    var total = 0.0
    for weight in weights {
      total += weight
      letterCumulative.append(total)
    }
    while vocabulary.count < words {
      let length = Int.random(in: 4...12, using: &generator)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        let draw = Double.random(in: 0..<total, using: &generator)
        bytes.append(letters[Self.firstIndex(in: letterCumulative, above: draw)])
      }
      let word = String(decoding: bytes, as: UTF8.self)
      if seen.insert(word).inserted { vocabulary.append(word) }
    }
    self.vocabulary = vocabulary
    var cumulative: [Double] = []
    cumulative.reserveCapacity(words)
    var sum = 0.0
    for rank in 0..<words {
      sum += 1 / pow(Double(rank + 1), 0.9)
      cumulative.append(sum)
    }
    self.cumulative = cumulative
  }

  /// The first index whose cumulative weight is above `value`.
  static func firstIndex(in cumulative: [Double], above value: Double) -> Int {
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// A word drawn with the Zipf law.
  func word(using generator: inout SeededGenerator) -> String {
    let draw = Double.random(in: 0..<cumulative[cumulative.count - 1], using: &generator)
    return vocabulary[Self.firstIndex(in: cumulative, above: draw)]
  }

  /// `count` words joined by spaces.
  func text(_ count: Int, using generator: inout SeededGenerator) -> String {
    (0..<count).map { _ in word(using: &generator) }.joined(separator: " ")
  }

  /// The records, the same for the same count and seed.
  func records(count: Int, seed: UInt64 = 200) -> [JSON] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { number in
      [
        "objectID": .string(String(number)),
        "title": .string(text(Int.random(in: 3...8, using: &generator), using: &generator)),
        "body": .string(text(Int.random(in: 10...30, using: &generator), using: &generator)),
        "popularity": .number(Double(Int.random(in: 0..<100_000, using: &generator))),
      ]
    }
  }
}
