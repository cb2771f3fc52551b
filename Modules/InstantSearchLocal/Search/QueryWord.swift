import InstantSearchCore

/// One word of the query, and the indexed terms it matches.
struct QueryWord: Sendable {
  /// A term the word matches, with how it matches.
  struct Match: Sendable {
    var term: Int32
    var typos: Int
    /// The term is the word itself (no typo, not a longer word).
    var exact: Bool
  }

  /// The normalized word.
  let text: String
  /// Whether longer words starting with it match.
  let isPrefix: Bool
  /// The most typos allowed.
  let maxTypos: Int
  /// The matching terms.
  var matches: [Match] = []

  /// How many of `matches` are the word itself and the words it prefixes (they come first).
  private(set) var ownCount = 0
  /// Whether the typo candidates were looked up (they are added last, or replace what was
  /// added since the word's own matches).
  private(set) var hasTypoCandidates = false

  /// Whether the word matches only itself and the words it prefixes (no typo candidate, no
  /// other form): its matches then depend on its text and the index alone.
  var hasOwnMatchesOnly: Bool { matches.count == ownCount }

  /// Finds the terms `text` matches in `terms`: itself, the words it prefixes (with
  /// `isPrefix`), and, unless `typoCandidates` is false (see ``addTypoCandidates(terms:source:)``),
  /// the words within `maxTypos` typos, found through `source` (the same terms either way).
  init(
    text: String, isPrefix: Bool, maxTypos: Int, terms: TermIndex,
    source: TypoCandidateSource = .index, typoCandidates: Bool = true
  ) {
    self.text = text
    self.isPrefix = isPrefix
    self.maxTypos = maxTypos
    let exactID = terms.ids[text]
    if isPrefix {
      for id in terms.termsWithPrefix(text) {
        matches.append(Match(term: id, typos: 0, exact: id == exactID))
      }
    } else if let exactID {
      matches.append(Match(term: exactID, typos: 0, exact: true))
    }
    ownCount = matches.count
    if typoCandidates { addTypoCandidates(terms: terms, source: source) }
  }

  /// Adds the terms within the typo budget, once. A term matched since the word's own
  /// matches (a plural form) that is also a typo candidate keeps only its typo match: the
  /// matches are then those the word would have had with its candidates looked up first.
  mutating func addTypoCandidates(terms: TermIndex, source: TypoCandidateSource) {
    guard !hasTypoCandidates else { return }
    hasTypoCandidates = true
    guard maxTypos > 0 else { return }
    let added = matches.count
    let scalars = Array(text.unicodeScalars)
    switch source {
    case .index:
      terms.typos.candidates(of: scalars, maxTypos: maxTypos, prefix: isPrefix, into: &matches)
    case .scan:
      matches += Self.scan(scalars, isPrefix: isPrefix, maxTypos: maxTypos, terms: terms)
    }
    guard added > ownCount, matches.count > added else { return }
    let candidates = Set(matches[added...].map(\.term))
    let kept = matches[ownCount..<added].filter { !candidates.contains($0.term) }
    matches.replaceSubrange(ownCount..<added, with: kept)
  }

  /// The typo candidates found by comparing the word with every term (the reference for
  /// ``TypoIndex``), in term id order; terms at distance 0 are left out.
  static func scan(_ scalars: [Unicode.Scalar], isPrefix: Bool, maxTypos: Int, terms: TermIndex)
    -> [Match]
  {
    var matches: [Match] = []
    for (index, candidate) in terms.words.enumerated() {
      // A term of n UTF-8 bytes has between n / 4 and n scalars: skip those too short or too
      // long to be within the budget without decoding them.
      let count = candidate.utf8.count
      if count + maxTypos < scalars.count { continue }
      if !isPrefix && (count + 3) / 4 > scalars.count + maxTypos { continue }
      if let typos = EditDistance.distance(
        scalars, Array(candidate.unicodeScalars), limit: maxTypos, prefix: isPrefix),
        typos > 0
      {
        matches.append(Match(term: Int32(index), typos: typos, exact: false))
      }
    }
    return matches
  }

  /// The typos a word of `length` characters may have under these settings.
  static func allowedTypos(
    length: Int, tolerance: IndexSettings.TypoTolerance, oneTypo: Int, twoTypos: Int
  ) -> Int {
    guard tolerance != .disabled else { return 0 }
    if length >= twoTypos { return 2 }
    if length >= oneTypo { return 1 }
    return 0
  }
}
