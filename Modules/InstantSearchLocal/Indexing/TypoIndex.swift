/// The vocabulary sorted by code point and flattened into Unicode scalars: an implicit trie in
/// which a node is the range of sorted words sharing a prefix. The children of its larger
/// nodes are listed (``Branches``); a smaller node's children are found by searching its few
/// words at the next scalar.
///
/// Typo candidates come from walking it with the rows of a Damerau-Levenshtein automaton (see
/// ``candidates(of:maxTypos:prefix:into:)``), as Lucene and Tantivy walk their term dictionaries;
/// a subtree is left as soon as no word in it can be within the typo budget. It costs one
/// byte per scalar when every scalar of the vocabulary is below U+0100 (four otherwise), four
/// per word, plus 20 per listed branch, and one pass over the sorted words to build.
struct TypoIndex: Sendable {
  /// The scalars of every word, word after word, in sorted order.
  ///
  /// One byte each when the whole vocabulary is Latin-1 (English, French, German... words),
  /// four otherwise: the walk is bound by memory reads (a node's words are read from wherever
  /// they sit in the vocabulary), so four times fewer bytes are fewer cache lines to fetch.
  enum Scalars: Sendable {
    /// Every scalar below U+0100, one byte each.
    case narrow(IndexArray<UInt8>)
    /// Scalars of four bytes each.
    case wide(IndexArray<UInt32>)

    /// How many scalars there are.
    var count: Int {
      switch self {
      case .narrow(let values): values.count
      case .wide(let values): values.count
      }
    }

    /// About how many bytes they hold.
    var byteCount: Int {
      switch self {
      case .narrow(let values): values.byteCount
      case .wide(let values): values.byteCount
      }
    }
  }

  /// The scalars of every word, word after word, in sorted order.
  let scalars: Scalars
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
    self.init(scalars: .narrow([]), starts: [0], terms: [])
  }

  /// The index of its stored parts (what ``init(words:sorted:)`` flattens); the branches are
  /// listed again from them, now or (`deferred`) on the first walk.
  init(
    scalars: Scalars, starts: IndexArray<UInt32>, terms: IndexArray<Int32>,
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
    let latin1 = sorted.allSatisfy { id in
      words[Int(id)].unicodeScalars.allSatisfy { $0.value < 0x100 }
    }
    var starts: [UInt32] = [0]
    starts.reserveCapacity(sorted.count + 1)
    let scalars: Scalars
    if latin1 {
      scalars = .narrow(IndexArray(Self.flatten(words, sorted, &starts) { UInt8($0.value) }))
    } else {
      scalars = .wide(IndexArray(Self.flatten(words, sorted, &starts) { $0.value }))
    }
    self.init(scalars: scalars, starts: IndexArray(starts), terms: IndexArray(sorted))
  }

  /// The scalars of `words` in the order of `sorted`, each made a `Value`, appending where each
  /// word ends to `starts`.
  private static func flatten<Value>(
    _ words: [String], _ sorted: [Int32], _ starts: inout [UInt32],
    _ value: (Unicode.Scalar) -> Value
  ) -> [Value] {
    var scalars: [Value] = []
    scalars.reserveCapacity(sorted.reduce(0) { $0 + words[Int($1)].utf8.count })
    for id in sorted {
      for scalar in words[Int(id)].unicodeScalars { scalars.append(value(scalar)) }
      starts.append(UInt32(scalars.count))
    }
    // Reserved for one scalar a byte: exact for ASCII words, so a copy only pays off otherwise.
    let spare = scalars.capacity - scalars.count > scalars.count / 16
    return spare ? scalars.trimmed : scalars
  }

  /// About how many bytes the index holds.
  var byteCount: Int {
    scalars.byteCount + starts.byteCount + terms.byteCount + (listed.madeValue?.byteCount ?? 0)
  }
}
