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

  /// Finds the terms `text` matches in `terms`.
  init(text: String, isPrefix: Bool, maxTypos: Int, terms: TermIndex) {
    self.text = text
    self.isPrefix = isPrefix
    self.maxTypos = maxTypos
    let exactID = terms.ids[text]
    var seen: Set<Int32> = []
    if isPrefix {
      for id in terms.termsWithPrefix(text) {
        matches.append(Match(term: id, typos: 0, exact: id == exactID))
        seen.insert(id)
      }
    } else if let exactID {
      matches.append(Match(term: exactID, typos: 0, exact: true))
      seen.insert(exactID)
    }
    guard maxTypos > 0 else { return }
    let scalars = Array(text.unicodeScalars)
    for (index, candidate) in terms.words.enumerated() where !seen.contains(Int32(index)) {
      let count = candidate.utf8.count
      if !isPrefix && abs(count - scalars.count) > maxTypos * 4 { continue }
      if let typos = EditDistance.distance(
        scalars, Array(candidate.unicodeScalars), limit: maxTypos, prefix: isPrefix),
        typos > 0
      {
        matches.append(Match(term: Int32(index), typos: typos, exact: false))
      }
    }
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
