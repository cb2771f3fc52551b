/// Where a search finds the terms within a query word's typo budget.
///
/// Both give the same terms with the same typos; the scan is kept as the reference the index is
/// checked against (tests and benchmarks), not for applications.
@_spi(Reference)
public enum TypoCandidateSource: Sendable {
  /// Walk the vocabulary's trie with an edit-distance automaton (the engine's way).
  case index
  /// Compare the word with every term of the vocabulary, as the engine first did: linear in
  /// the vocabulary, tens of milliseconds per word at 100k terms.
  case scan
}
