/// The words of a finished index and the lookup from a word to its term id: a ``TermTable`` of
/// 8-byte slots over the vocabulary itself, so no word is held twice.
///
/// Immutable: made once by ``TermIndex/finish()``, or on first use for an index opened from a
/// snapshot, and shared by every search after, on any thread. A lookup hashes the word once
/// and compares it with the vocabulary's word in one or two probes.
struct TermLookup: Sendable {
  /// The word of each term id.
  let words: [String]
  /// Term id by word, over `words`.
  private let table: TermTable

  /// The lookup of `words`, in term id order (no word twice).
  init(words: [String]) {
    self.words = words
    table = TermTable(words: words)
  }

  /// The term id of `word`, or nil when no record holds it.
  @inline(__always)
  subscript(word: String) -> Int32? {
    var word = word
    return word.withUTF8 { bytes in
      table.id(of: bytes, hash: TermTable.hash(bytes), among: words)
    }
  }

  /// About how many bytes the words and the table hold.
  var byteCount: Int {
    let text = words.reduce(words.count * 16) {
      $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0)
    }
    return text + table.byteCount
  }
}
