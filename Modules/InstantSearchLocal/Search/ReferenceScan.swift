import InstantSearchCore

/// The reference scan (``QueryWord/scan(_:isPrefix:maxTypos:terms:)``) for many words in one
/// pass over the vocabulary, for checking the typo index on thousands of words: each term is
/// decoded once, and a pair whose letter counts alone put it past the budget is not compared.
///
/// It finds the scan's terms with the scan's typos: the pairs it skips are those the scan's
/// distance rejects, as the bounds below show, and every other pair goes through the scan's
/// own tests and ``EditDistance``.
struct ReferenceScan {
  /// One word to look up: the normalized word, whether it is a prefix, its typo budget.
  struct Request: Sendable {
    var word: String
    var isPrefix: Bool
    var maxTypos: Int
  }

  /// The letter counts of a word, by scalar value modulo 32 (so `a`…`z` each have their own),
  /// for words of at most ``countedLength`` scalars (no count can then wrap).
  typealias Counts = SIMD32<UInt8>

  /// The longest word whose counts are compared; a longer word is compared with every term.
  static let countedLength = 60

  /// The counts of `scalars`, or nil when it is too long to count.
  static func counts(_ scalars: [Unicode.Scalar]) -> Counts? {
    guard scalars.count <= countedLength else { return nil }
    var counts = Counts()
    for scalar in scalars { counts[Int(scalar.value & 31)] &+= 1 }
    return counts
  }

  /// A lower bound on the distance between a word of counts `a` and a term of counts `b`.
  ///
  /// Whole: a substitution changes the summed count differences by at most 2, an insertion or
  /// a deletion by 1, a transposition by none, so at least half of them must be made. Prefix:
  /// the letters of the word beyond the term's are beyond any prefix's too, and each edit
  /// removes at most one of them.
  @inline(__always)
  static func bound(_ a: Counts, _ b: Counts, prefix: Bool) -> Int {
    if prefix {
      return Int((pointwiseMax(a, b) &- b).wrappedSum())
    }
    return (Int((pointwiseMax(a, b) &- pointwiseMin(a, b)).wrappedSum()) + 1) / 2
  }

  /// Which count buckets of ``Counts`` a word uses: a bound as ``bound(_:_:prefix:)`` gives,
  /// from whether each bucket is used rather than how often, and cheaper to test.
  static func mask(_ scalars: [Unicode.Scalar]) -> UInt32 {
    scalars.reduce(0) { $0 | 1 << ($1.value & 31) }
  }

  /// The typo candidates of each request, as the scan finds them, in the order of `requests`.
  static func candidates(_ requests: [Request], terms: TermIndex) -> [[QueryWord.Match]] {
    let queries = requests.map { Array($0.word.unicodeScalars) }
    let lengths = queries.map(\.count)
    let queryCounts = queries.map(counts)
    let queryMasks = queries.map(mask)
    var results = [[QueryWord.Match]](repeating: [], count: requests.count)
    for (index, candidate) in terms.words.enumerated() {
      let scalars = Array(candidate.unicodeScalars)
      let termCounts = counts(scalars)
      let termMask = mask(scalars)
      let count = candidate.utf8.count
      for row in requests.indices {
        let (budget, prefix) = (requests[row].maxTypos, requests[row].isPrefix)
        // The scan's own tests, then the bound, then the scan's distance.
        guard budget > 0, count + budget >= lengths[row],
          prefix || (count + 3) / 4 <= lengths[row] + budget
        else { continue }
        // A bucket the word uses and the term does not (or, whole, either way) costs an edit
        // each: the counts' bound is at least this one.
        let unshared =
          prefix
          ? (queryMasks[row] & ~termMask).nonzeroBitCount
          : ((queryMasks[row] ^ termMask).nonzeroBitCount + 1) / 2
        if unshared > budget { continue }
        if let a = queryCounts[row], let b = termCounts, bound(a, b, prefix: prefix) > budget {
          continue
        }
        if let typos = EditDistance.distance(
          queries[row], scalars, limit: budget, prefix: prefix), typos > 0
        {
          results[row].append(QueryWord.Match(term: Int32(index), typos: typos, exact: false))
        }
      }
    }
    return results
  }
}
