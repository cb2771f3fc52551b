/// The inverted index: every normalized word, the records holding it, and where.
///
/// Postings are stored flat: `postingStarts[term]..<postingStarts[term + 1]` is the term's run
/// in `postingRecords` (its records, ascending) and in `postingPlaces` (the first place the word
/// occurs in each of them). While the index is built they collect compressed in a
/// ``PostingCollector``; ``finish()`` writes the flat arrays once, exactly sized.
struct TermIndex: Sendable {
  /// The words and the word lookup of a finished index: made by ``finish()``, or on first use
  /// for an index opened from a snapshot (its words decoded from the mapping).
  private var lookups = Deferred<(words: [String], ids: [String: Int32])>(ready: ([], [:]))
  /// The words while the index is built; empty after ``finish()``.
  private var buildingWords: [String] = []
  /// Term id by word (after ``finish()``; while building, ``table`` finds them). Read it once
  /// per search step: each read takes a lock.
  var ids: [String: Int32] { lookups.value.ids }
  /// The word of each term id (after ``finish()``). Read it once per search step: each read
  /// takes a lock.
  var words: [String] { lookups.value.words }
  /// The bytes the words and their lookup hold, 0 while not made.
  var lookupByteCount: Int {
    guard let made = lookups.madeValue else { return 0 }
    let text = made.words.reduce(made.words.count * 16) {
      $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0)
    }
    return text + made.ids.capacity * 24
  }
  /// Where each term's postings start in ``postingRecords`` and ``postingPlaces``, one more
  /// entry than terms (after ``finish()``).
  private(set) var postingStarts: IndexArray<UInt32> = [0]
  /// The records holding each term, ascending, term after term.
  private(set) var postingRecords: IndexArray<UInt32> = []
  /// For each posting, the first place the word occurs in the record: its location (attribute
  /// slot and word position, see ``MatchPlace``), without match flags.
  private(set) var postingPlaces: IndexArray<UInt32> = []
  /// Term ids sorted by word, for prefix ranges.
  var sorted: IndexArray<Int32> = []
  /// The sorted vocabulary as a trie, for typo candidates.
  var typos = TypoIndex()
  /// The postings while the index is built; empty after ``finish()``.
  private var collector = PostingCollector()
  /// Term id by word while the index is built; empty after ``finish()``.
  private var table = TermTable()

  /// The records holding each term, ascending, by term id.
  var postings: PostingLists { PostingLists(values: postingRecords, starts: postingStarts) }
  /// The places of each term's postings, in the order of ``postings``, by term id.
  var places: PostingLists { PostingLists(values: postingPlaces, starts: postingStarts) }

  /// An empty index, to be filled by ``add(_:record:place:)`` and finished by ``finish()``.
  init() {}

  /// A finished index from its parts (as a snapshot stores them): `postingStarts` has one more
  /// entry than `words`, and each term's run in the two flat arrays is its postings.
  /// `words` makes the vocabulary on first use, in term id order.
  init(
    words: @escaping @Sendable () -> [String], postingStarts: IndexArray<UInt32>,
    postingRecords: IndexArray<UInt32>, postingPlaces: IndexArray<UInt32>,
    sorted: IndexArray<Int32>, typos: TypoIndex
  ) {
    lookups = Deferred {
      let list = words()
      return (list, Self.lookup(list))
    }
    self.postingStarts = postingStarts
    self.postingRecords = postingRecords
    self.postingPlaces = postingPlaces
    self.sorted = sorted
    self.typos = typos
  }

  /// Records one occurrence; only the first occurrence of a word in a record is kept.
  mutating func add(_ word: String, record: UInt32, place: UInt32) {
    let (id, added) = table.id(of: word, in: &buildingWords)
    if added { collector.addTerm() }
    collector.add(term: Int(id), record: record, place: place)
  }

  /// Writes the postings out flat, makes the word lookup and sorts the vocabulary, after
  /// loading.
  mutating func finish() {
    let (starts, records, places) = collector.finish()
    (postingStarts, postingRecords, postingPlaces) = (
      IndexArray(starts), IndexArray(records), IndexArray(places)
    )
    table = TermTable()
    let words = buildingWords
    buildingWords = []
    lookups = Deferred(ready: (words, Self.lookup(words)))
    let order = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
      .map { Int32($0) }
    sorted = IndexArray(order)
    typos = TypoIndex(words: words, sorted: order)
  }

  /// Term id by word, for `words` in term id order.
  private static func lookup(_ words: [String]) -> [String: Int32] {
    var ids: [String: Int32] = [:]
    ids.reserveCapacity(words.count)
    for (id, word) in words.enumerated() { ids[word] = Int32(id) }
    return ids
  }

  /// The term ids whose word starts with `prefix`.
  func termsWithPrefix(_ prefix: String) -> Slice<IndexArray<Int32>> {
    let words = self.words
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if words[Int(sorted[middle])].utf8.lexicographicallyPrecedes(prefix.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var end = low
    while end < sorted.count, words[Int(sorted[end])].hasPrefixBytes(prefix) { end += 1 }
    return sorted[low..<end]
  }
}
