/// The vocabulary sorted by code point and flattened into Unicode scalars: an implicit trie in
/// which a node is the range of sorted words sharing a prefix. The children of its larger
/// nodes are listed (``Branches``); a smaller node's children are found by searching its few
/// words at the next scalar.
///
/// Typo candidates come from walking it with the rows of a Damerau-Levenshtein automaton (see
/// ``candidates(of:maxTypos:prefix:into:)``), as Lucene and Tantivy walk their term dictionaries;
/// a subtree is left as soon as no word in it can be within the typo budget. It costs four
/// bytes per scalar and per word, plus 20 per listed branch, and one pass over the sorted
/// words to build.
struct TypoIndex: Sendable {
  /// The scalars of every word, word after word, in sorted order.
  let scalars: IndexArray<UInt32>
  /// Where each sorted word's scalars start, one more entry than words.
  let starts: IndexArray<UInt32>
  /// The term id of each sorted word.
  let terms: IndexArray<Int32>
  /// The children of the trie's larger nodes, listed (built from `scalars` and `starts` with
  /// the index, or on the first walk for an index opened from a snapshot).
  private let listed: Deferred<Branches>

  /// The children of the trie's larger nodes; each read takes a lock (a walk reads it once).
  var branches: Branches { listed.value }

  /// An index of no word.
  init() {
    self.init(scalars: [], starts: [0], terms: [])
  }

  /// The index of its stored parts (what ``init(words:sorted:)`` flattens); the branches are
  /// listed again from them, now or (`deferred`) on the first walk.
  init(
    scalars: IndexArray<UInt32>, starts: IndexArray<UInt32>, terms: IndexArray<Int32>,
    deferred: Bool = false
  ) {
    self.scalars = scalars
    self.starts = starts
    self.terms = terms
    listed =
      deferred
      ? Deferred { Branches(scalars: scalars, starts: starts) }
      : Deferred(ready: Branches(scalars: scalars, starts: starts))
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
    // Reserved for one scalar a byte: exact for ASCII words, so a copy only pays off otherwise.
    let spare = scalars.capacity - scalars.count > scalars.count / 16
    self.init(
      scalars: IndexArray(spare ? scalars.trimmed : scalars), starts: IndexArray(starts),
      terms: IndexArray(sorted))
  }

  /// About how many bytes the index holds.
  var byteCount: Int {
    scalars.byteCount + starts.byteCount + terms.byteCount + (listed.madeValue?.byteCount ?? 0)
  }
}
