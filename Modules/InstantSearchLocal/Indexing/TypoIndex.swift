/// The vocabulary sorted by code point and flattened into Unicode scalars: an implicit trie in
/// which a node is the range of sorted words sharing a prefix, so a range's children are found
/// by binary search at the next scalar.
///
/// Typo candidates come from walking it with the rows of a Damerau-Levenshtein automaton (see
/// ``candidates(of:maxTypos:prefix:into:)``), as Lucene and Tantivy walk their term dictionaries;
/// a subtree is left as soon as no word in it can be within the typo budget. It costs four
/// bytes per scalar and per word, and nothing to build beyond copying the sorted words.
struct TypoIndex: Sendable {
  /// The scalars of every word, word after word, in sorted order.
  let scalars: [UInt32]
  /// Where each sorted word's scalars start, one more entry than words.
  let starts: [UInt32]
  /// The term id of each sorted word.
  let terms: [Int32]

  /// An index of no word.
  init() {
    scalars = []
    starts = [0]
    terms = []
  }

  /// Flattens `words` in the order of `sorted` (term ids sorted by UTF-8 bytes, which is code
  /// point order).
  init(words: [String], sorted: [Int32]) {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(sorted.reduce(0) { $0 + words[Int($1)].utf8.count })
    var starts: [UInt32] = [0]
    starts.reserveCapacity(sorted.count + 1)
    for id in sorted {
      for scalar in words[Int(id)].unicodeScalars { scalars.append(scalar.value) }
      starts.append(UInt32(scalars.count))
    }
    self.scalars = scalars.trimmed
    self.starts = starts
    terms = sorted
  }

  /// About how many bytes the index holds.
  var byteCount: Int { scalars.capacity * 4 + starts.capacity * 4 + terms.capacity * 4 }
}
