/// Where a search finds the terms within a query word's typo budget.
///
/// Both give the same terms with the same typos, and the same responses; the scan is kept as
/// the reference the index and the search's shortcuts are checked against (tests and
/// benchmarks), not for applications.
@_spi(Reference)
public enum TypoCandidateSource: Sendable {
  /// Walk the vocabulary's trie with an edit-distance automaton (the engine's way).
  case index
  /// Compare the word with every term of the vocabulary, as the engine first did: linear in
  /// the vocabulary, tens of milliseconds per word at 100k terms. A search with it also takes
  /// none of the shortcuts (each word's postings are united in full before the words are
  /// intersected, and every match is ranked).
  case scan
}
