import InstantSearchCore

/// The records a short prefix matches (one or two letters, no typo, no other form), kept for
/// the next search that types the same prefix: such a word matches the most terms, and uniting
/// their postings is most of a search-as-you-type keystroke's time.
///
/// A word's match depends only on its text and the index when it matches its own prefix's terms
/// and nothing else (`QueryWord.hasOwnMatchesOnly`), so the cached match is the one a search
/// would build. Bounded: at most twice the index's record count of postings in all (8 bytes
/// each), the oldest prefix dropped first; a prefix whose match alone is larger is not kept.
///
/// Thread-safe: searches of one index share it.
final class PrefixUnionCache: Sendable {
  /// The longest prefix kept.
  static let maximumLength = 2
  /// The fewest terms a prefix must match to be kept (one term's postings are used in place).
  static let minimumTerms = 2

  private struct State {
    var matches: [String: WordMatch] = [:]
    var order: [String] = []
    var postings = 0
  }

  private let state = Locked(State())

  /// How many postings the cache holds now, for tests.
  var postingCount: Int { state.withLock { $0.postings } }

  /// The records `word` matches: from the cache for a short prefix typed before, otherwise
  /// united now (and kept, for a short prefix, within the bound).
  ///
  /// - Parameters:
  ///   - word: the query word, its matches found.
  ///   - terms: the index's terms.
  ///   - recordCount: the index's records.
  /// - Returns: the same match `WordMatch(word, terms:recordCount:)` gives.
  func match(for word: QueryWord, terms: TermIndex, recordCount: Int) -> WordMatch {
    guard Self.isKept(word) else {
      return WordMatch(word, terms: terms, recordCount: recordCount)
    }
    if let cached = state.withLock({ $0.matches[word.text] }) { return cached }
    let match = WordMatch(word, terms: terms, recordCount: recordCount)
    let budget = max(2 * recordCount, 4096)
    let size = match.records.count
    state.withLock { state in
      guard state.matches[word.text] == nil, size <= budget else { return }
      state.matches[word.text] = match
      state.order.append(word.text)
      state.postings += size
      while state.postings > budget, !state.order.isEmpty {
        let oldest = state.order.removeFirst()
        state.postings -= state.matches.removeValue(forKey: oldest)?.records.count ?? 0
      }
    }
    return match
  }

  /// Whether a word's match is one the cache keeps: a prefix of at most two letters that
  /// matches only its own terms, at least ``minimumTerms`` of them.
  static func isKept(_ word: QueryWord) -> Bool {
    word.isPrefix && word.hasOwnMatchesOnly && word.matches.count >= minimumTerms
      && word.text.count <= maximumLength
  }
}
