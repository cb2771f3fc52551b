/// The inverted index: every normalized word, the records holding it, and where.
///
/// Postings are stored flat: `postingStarts[term]..<postingStarts[term + 1]` is the term's run
/// in `postingRecords` (its records, ascending) and in `postingPlaces` (the first place the word
/// occurs in each of them). While the index is built they collect compressed in a
/// ``PostingCollector``; ``finish()`` writes the flat arrays once, exactly sized.
struct TermIndex: Sendable {
  /// The words and the word lookup of a finished index: made by ``finish()``, or on first use
  /// for an index opened from a snapshot (its words decoded from the mapping).
  private var lookups = Deferred<TermLookup>(ready: TermLookup(words: []))
  /// The words while the index is built; empty after ``finish()``.
  private var buildingWords: [String] = []
  /// Term id by word (after ``finish()``; while building, ``table`` finds them). Read it once
  /// per search step: each read takes a lock.
  var ids: TermLookup { lookups.value }
  /// The word of each term id (after ``finish()``). Read it once per search step: each read
  /// takes a lock.
  var words: [String] { lookups.value.words }
  /// The bytes the words and their lookup hold, 0 while not made.
  var lookupByteCount: Int { lookups.madeValue?.byteCount ?? 0 }
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
  /// The term ids of the batch being added.
  private var scratch: [Int32] = []
  /// What the reads ahead of a batch read, kept so they are made.
  private var touched: UInt64 = 0

  /// The records holding each term, ascending, by term id.
  var postings: PostingLists { PostingLists(values: postingRecords, starts: postingStarts) }
  /// The places of each term's postings, in the order of ``postings``, by term id.
  var places: PostingLists { PostingLists(values: postingPlaces, starts: postingStarts) }

  /// An empty index, to be filled by ``add(_:)`` and finished by ``finish()``.
  init() {}

  /// A finished index from its parts (as a snapshot stores them): `postingStarts` has one more
  /// entry than `words`, and each term's run in the two flat arrays is its postings.
  /// `words` makes the vocabulary on first use, in term id order.
  init(
    words: @escaping @Sendable () -> [String], postingStarts: IndexArray<UInt32>,
    postingRecords: IndexArray<UInt32>, postingPlaces: IndexArray<UInt32>,
    sorted: IndexArray<Int32>, typos: TypoIndex
  ) {
    lookups = Deferred { TermLookup(words: words()) }
    self.postingStarts = postingStarts
    self.postingRecords = postingRecords
    self.postingPlaces = postingPlaces
    self.sorted = sorted
    self.typos = typos
  }

  /// Records the batch's words, in order; only the first occurrence of a word in a record is
  /// kept. Records come in ascending order, batch after batch.
  ///
  /// The words go 64 at a time, in four passes: the first reads each word's table slot (and
  /// the word it may be), the second finds or adds the term ids, the third reads each term's
  /// posting state, the fourth writes the postings. The reads of a pass do not wait for one
  /// another, so a large vocabulary's cache misses overlap instead of costing one after another.
  mutating func add(_ batch: TokenBatch) {
    var start = 0
    while start < batch.count {
      let end = min(start + 64, batch.count)
      add(batch, start..<end)
      start = end
    }
  }

  private mutating func add(_ batch: TokenBatch, _ window: Range<Int>) {
    var sink: UInt64 = touched
    batch.hashes.withUnsafeBufferPointer { hashes in
      table.withSlots { slots in
        buildingWords.withUnsafeBufferPointer { words in
          guard let base = words.baseAddress else { return }
          for index in window {
            sink &+= table.touch(hashes[index], slots: slots, words: UnsafeRawPointer(base))
          }
        }
      }
    }
    scratch.removeAll(keepingCapacity: true)
    batch.bytes.withUnsafeBufferPointer { bytes in
      for index in window {
        let start = index == 0 ? 0 : Int(batch.ends[index - 1])
        let (id, added) = table.id(
          of: UnsafeBufferPointer(rebasing: bytes[start..<Int(batch.ends[index])]),
          hash: batch.hashes[index], in: &buildingWords)
        if added { collector.addTerm() }
        scratch.append(id)
      }
    }
    for id in scratch { sink &+= collector.touch(term: Int(id)) }
    for (offset, index) in window.enumerated() {
      collector.add(
        term: Int(scratch[offset]), record: batch.records[index], place: batch.places[index])
    }
    touched = sink
  }

  /// Writes the postings out flat, makes the word lookup and sorts the vocabulary, after
  /// loading.
  mutating func finish() {
    // The table goes first, and the vocabulary (grown by doubling) is trimmed, so both are
    // small before the flat arrays are written, the largest of the build.
    table = TermTable()
    scratch = []
    var words = buildingWords
    buildingWords = []
    if words.capacity - words.count > words.count / 16 { words = words.trimmed }
    // A large vocabulary's postings are written out on a thread of their own while this one
    // sorts the vocabulary and builds the typo index: neither needs the other, and the
    // write-out, the finish's longest step, would leave the other core idle. The word lookup
    // is made after it, so its table is not resident beside the write-out's peak too.
    let collector = collector
    let written: () -> (starts: [UInt32], records: [UInt32], places: [UInt32])
    if words.count >= Self.threadedFinish {
      written = ThreadWork(label: "org.instantsearch.local.postings") { collector.finish() }.wait
    } else {
      let flat = collector.finish()
      written = { flat }
    }
    let order = Self.sortedIDs(words)
    sorted = IndexArray(order)
    typos = TypoIndex(words: words, sorted: order)
    let (starts, records, places) = written()
    (postingStarts, postingRecords, postingPlaces) = (
      IndexArray(starts), IndexArray(records), IndexArray(places)
    )
    lookups = Deferred(ready: TermLookup(words: words))
  }

  /// From how many words ``finish()`` writes the postings out on a thread of its own (a
  /// thread costs more than a small vocabulary's whole finish).
  static let threadedFinish = 20_000

  /// The term ids sorted by their words' UTF-8 bytes: by each word's first eight bytes as one
  /// integer, in four stable passes of 16 bits (a radix sort, no comparison), then by the whole
  /// words only within the runs of one such integer, instead of comparing strings for every
  /// step of a sort.
  ///
  /// - Complexity: O(*n*) for the passes, plus sorting each run of words sharing their first
  ///   eight bytes.
  static func sortedIDs(_ words: [String]) -> [Int32] {
    let count = words.count
    var prefixes = [UInt64](repeating: 0, count: count)
    var ids = [Int32](unsafeUninitializedCapacity: count) { ids, initialized in
      for id in 0..<count { ids[id] = Int32(id) }
      initialized = count
    }
    for (id, word) in words.enumerated() {
      var prefix: UInt64 = 0
      var shift: UInt64 = 56
      for byte in word.utf8.prefix(8) {
        prefix |= UInt64(byte) << shift
        shift &-= 8
      }
      prefixes[id] = prefix
    }
    var otherPrefixes = [UInt64](repeating: 0, count: count)
    var otherIDs = [Int32](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: 1 << 16)
    for pass in 0..<4 {
      let shift = UInt64(pass * 16)
      for index in counts.indices { counts[index] = 0 }
      for prefix in prefixes { counts[Int(truncatingIfNeeded: prefix >> shift) & 0xFFFF] += 1 }
      // A digit every key shares moves nothing.
      if counts.contains(count) { continue }
      var start = 0
      for index in counts.indices {
        let digitCount = counts[index]
        counts[index] = start
        start += digitCount
      }
      for position in 0..<count {
        let prefix = prefixes[position]
        let digit = Int(truncatingIfNeeded: prefix >> shift) & 0xFFFF
        let target = counts[digit]
        counts[digit] = target + 1
        otherPrefixes[target] = prefix
        otherIDs[target] = ids[position]
      }
      swap(&prefixes, &otherPrefixes)
      swap(&ids, &otherIDs)
    }
    var runStart = 0
    while runStart < count {
      var runEnd = runStart + 1
      while runEnd < count && prefixes[runEnd] == prefixes[runStart] { runEnd += 1 }
      if runEnd - runStart > 1 {
        ids[runStart..<runEnd].sort { left, right in
          words[Int(left)].utf8.lexicographicallyPrecedes(words[Int(right)].utf8)
        }
      }
      runStart = runEnd
    }
    return ids
  }

  /// The term ids whose word starts with `prefix`: a binary search of the words in byte
  /// order, each compared with `memcmp`.
  func termsWithPrefix(_ prefix: String) -> Slice<IndexArray<Int32>> {
    let words = self.words
    var prefix = prefix
    return prefix.withUTF8 { prefix in
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if words[Int(sorted[middle])].bytesPrecede(prefix) {
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
}
