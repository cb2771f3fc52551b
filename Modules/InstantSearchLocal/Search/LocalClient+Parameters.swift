extension LocalClient {
  /// Every search parameter Algolia documents, sorted: the names a search may set (the REPL's
  /// `set` offers them). The engine honours all but ``notImplementedParameters``.
  public static var documentedSearchParameters: [String] {
    SearchParameters.documented.sorted()
  }

  /// The search parameters Algolia documents that this engine does not honour, sorted: those a
  /// response's `message` names as ignored, and a strict client refuses. The Local README's
  /// "not implemented" list is checked against it.
  @_spi(Reference)
  public static var notImplementedParameters: [String] {
    SearchParameters.documented.subtracting(SearchParameters.implemented).sorted()
  }
}
