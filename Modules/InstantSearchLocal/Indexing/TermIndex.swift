/// The inverted index: every normalized word, the records holding it, and where.
struct TermIndex: Sendable {
  /// Term id by word.
  var ids: [String: Int32] = [:]
  /// The word of each term id.
  var words: [String] = []
  /// The records holding each term, ascending, by term id.
  var postings: [[UInt32]] = []
  /// For each posting, the first place the word occurs in the record: its location (attribute
  /// slot and word position, see ``MatchPlace``), without match flags.
  var places: [[UInt32]] = []
  /// Term ids sorted by word, for prefix ranges.
  var sorted: [Int32] = []
  /// The sorted vocabulary as a trie, for typo candidates.
  var typos = TypoIndex()

  /// Records one occurrence; only the first occurrence of a word in a record is kept.
  mutating func add(_ word: String, record: UInt32, place: UInt32) {
    let id: Int32
    if let existing = ids[word] {
      id = existing
    } else {
      id = Int32(words.count)
      ids[word] = id
      words.append(word)
      postings.append([])
      places.append([])
    }
    if postings[Int(id)].last != record {
      postings[Int(id)].append(record)
      places[Int(id)].append(place)
    }
  }

  /// Sorts the vocabulary after loading.
  mutating func finish() {
    // Trim the spare capacity appending left.
    for index in postings.indices {
      postings[index] = postings[index].trimmed
      places[index] = places[index].trimmed
    }
    sorted = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
      .map { Int32($0) }
    typos = TypoIndex(words: words, sorted: sorted)
  }

  /// The term ids whose word starts with `prefix`.
  func termsWithPrefix(_ prefix: String) -> ArraySlice<Int32> {
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
