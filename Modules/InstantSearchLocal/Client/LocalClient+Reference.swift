import InstantSearchCore

extension LocalClient {
  /// Searches one index like ``search(indexName:parameters:)``, taking typo candidates from
  /// `typoCandidates`: the reference scan or the index, which must give the same response.
  ///
  /// - Throws: as ``search(indexName:parameters:)``.
  @_spi(Reference)
  public func search(
    indexName: String, parameters: JSON = [:], typoCandidates: TypoCandidateSource
  ) throws -> JSON {
    try view(indexName).search(parameters, source: typoCandidates)
  }

  /// The terms a query word matches with at least one typo, and how many: what the search
  /// unites for the word beyond its exact and prefix matches.
  ///
  /// - Parameters:
  ///   - indexName: the index (or replica) name.
  ///   - word: a normalized word (lowercase, no diacritics, as the tokenizer makes it).
  ///   - isPrefix: whether the word is matched as a prefix (the last word with prefixLast).
  ///   - maxTypos: the typo budget (0, 1 or 2).
  ///   - source: the reference scan or the index.
  /// - Returns: typos by term.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  @_spi(Reference)
  public func typoCandidates(
    indexName: String, word: String, isPrefix: Bool, maxTypos: Int, source: TypoCandidateSource
  ) throws -> [String: Int] {
    let terms = try view(indexName).data.terms
    let query = QueryWord(
      text: word, isPrefix: isPrefix, maxTypos: maxTypos, terms: terms, source: source)
    var result: [String: Int] = [:]
    for match in query.matches where match.typos > 0 {
      result[terms.words[Int(match.term)]] = match.typos
    }
    return result
  }

  /// The typo candidates of many words, as ``typoCandidates(indexName:word:isPrefix:maxTypos:source:)``
  /// gives them with the scan, found in one pass over the vocabulary (each term decoded once,
  /// and compared only with the words its letter counts leave within their budget): for
  /// checking the index on thousands of words in the time of a few scans.
  ///
  /// - Parameters:
  ///   - indexName: the index (or replica) name.
  ///   - words: each normalized word, whether it is matched as a prefix, and its typo budget.
  /// - Returns: typos by term, for each word in the order of `words`.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  /// - Complexity: O(*v* × *w*) for *v* terms and *w* words, a few nanoseconds per pair the
  ///   letter counts rule out.
  @_spi(Reference)
  public func scannedTypoCandidates(
    indexName: String, words: [(word: String, isPrefix: Bool, maxTypos: Int)]
  ) throws -> [[String: Int]] {
    let terms = try view(indexName).data.terms
    let requests = words.map {
      ReferenceScan.Request(word: $0.word, isPrefix: $0.isPrefix, maxTypos: $0.maxTypos)
    }
    return ReferenceScan.candidates(requests, terms: terms).map { matches in
      var result: [String: Int] = [:]
      for match in matches { result[terms.words[Int(match.term)]] = match.typos }
      return result
    }
  }
}
