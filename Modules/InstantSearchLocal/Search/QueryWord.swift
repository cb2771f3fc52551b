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

  /// Finds the terms `text` matches in `terms`: itself, the words it prefixes (with
  /// `isPrefix`), and the words within `maxTypos` typos, found through `source` (the same
  /// terms either way).
  init(
    text: String, isPrefix: Bool, maxTypos: Int, terms: TermIndex,
    source: TypoCandidateSource = .index
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
    guard maxTypos > 0 else { return }
    let scalars = Array(text.unicodeScalars)
    switch source {
    case .index:
      terms.typos.candidates(of: scalars, maxTypos: maxTypos, prefix: isPrefix, into: &matches)
    case .scan:
      matches += Self.scan(scalars, isPrefix: isPrefix, maxTypos: maxTypos, terms: terms)
    }
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
