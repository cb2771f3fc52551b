/// Bounded Damerau-Levenshtein distances (optimal string alignment): a substitution, an
/// insertion, a deletion or a swap of two neighbours each count one.
///
/// The local engine compares Unicode scalars with it (typo candidates, highlighting, rules'
/// alternatives); the REPL compares characters (a command name one slip away).
public enum EditDistance {
  /// Whether sequences of `m` and `n` elements can be within `limit` of each other at all
  /// (with `prefix`, the `m`-element one and a prefix of the other): what
  /// ``distance(_:_:limit:prefix:)`` checks first, for callers that can skip making the arrays.
  ///
  /// - Parameters:
  ///   - m: the first sequence's length.
  ///   - n: the second sequence's length.
  ///   - limit: the largest distance of interest.
  ///   - prefix: whether the second sequence's prefixes count.
  /// - Returns: false when the lengths alone put the distance past `limit`.
  @inlinable
  public static func lengthsAllow(_ m: Int, _ n: Int, limit: Int, prefix: Bool) -> Bool {
    prefix ? n + limit >= m : abs(m - n) <= limit
  }

  /// The distance between `a` and `b`, or `nil` when it exceeds `limit`.
  ///
  /// With `prefix`, the distance between `a` and the closest prefix of `b` (for the last query
  /// word typed so far).
  ///
  /// Any two collections indexed by `Int` compare: arrays of scalars or characters, and the
  /// bytes of ASCII text in place.
  ///
  /// - Parameters:
  ///   - a: the first sequence (a query word).
  ///   - b: the second sequence (a term).
  ///   - limit: the largest distance of interest.
  ///   - prefix: whether to measure against `b`'s closest prefix.
  /// - Returns: the distance, at most `limit`, or `nil`.
  /// - Complexity: O(m × n), stopping at the first row whose every cell exceeds `limit`.
  @inlinable
  public static func distance<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ a: A, _ b: B, limit: Int, prefix: Bool
  ) -> Int? where A.Element: Equatable, B.Element == A.Element, A.Index == Int, B.Index == Int {
    let m = a.count
    let n = b.count
    guard lengthsAllow(m, n, limit: limit, prefix: prefix) else { return nil }
    let width = n + 1
    // The three rows in one temporary allocation (on the stack for words of usual lengths):
    // the highlighter compares every word of every hit.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { storage in
      var previous2 = UnsafeMutableBufferPointer(rebasing: storage[0..<width])
      var previous = UnsafeMutableBufferPointer(rebasing: storage[width..<(2 * width)])
      var current = UnsafeMutableBufferPointer(rebasing: storage[(2 * width)...])
      previous2.initialize(repeating: 0)
      for j in 0...n { previous.initializeElement(at: j, to: j) }
      current.initialize(repeating: 0)
      for i in 1...max(m, 1) where m > 0 {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1..<width {
          let cost = a[a.startIndex + i - 1] == b[b.startIndex + j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1 && j > 1 && a[a.startIndex + i - 1] == b[b.startIndex + j - 2]
            && a[a.startIndex + i - 2] == b[b.startIndex + j - 1]
          {
            value = min(value, previous2[j - 2] + 1)
          }
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return nil }
        swap(&previous2, &previous)
        swap(&previous, &current)
      }
      let result = prefix ? (previous.min() ?? 0) : previous[n]
      return result <= limit ? result : nil
    }
  }
}
