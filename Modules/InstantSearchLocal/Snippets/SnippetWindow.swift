/// Chooses the words a snippet shows: the run of `size` words holding the most distinct query
/// words, the earliest such run, moved back to stay full at the end of the text.
enum SnippetWindow {
  /// The word range to show.
  ///
  /// - Parameters:
  ///   - matches: for each word of the text, the query word it matches, or nil.
  ///   - size: the number of words to show (at least 1).
  /// - Returns: a range of word indexes, `size` long unless the text is shorter.
  /// - Complexity: O(n × size) for n words.
  static func range(matches: [Int?], size: Int) -> Range<Int> {
    let count = matches.count
    let size = max(size, 1)
    guard count > size else { return 0..<count }
    var bestStart = 0
    var bestScore = -1
    for start in matches.indices where matches[start] != nil {
      let end = min(start + size, count)
      let score = Set(matches[start..<end].compactMap { $0 }).count
      if score > bestScore {
        bestScore = score
        bestStart = start
      }
    }
    let start = min(bestStart, count - size)
    return start..<start + size
  }
}
