extension SearchStack {
  /// Runs `action`, which makes the searcher search, and waits for the outcome. A search the
  /// service refuses changes nothing: the previous query, page included, is put back (the
  /// search box follows it), so the next command searches with it, not with the refused one.
  ///
  /// - Parameter action: what the user did (a submitted text, a parameter set).
  /// - Throws: the search's error, after the previous query is back.
  func searchKeepingQueryIfRefused(_ action: () throws -> Void) async throws {
    let previous = searcher.query
    do {
      _ = try await ResponseWaiter.wait(for: searcher, after: action)
    } catch {
      searcher.query = previous
      // A different text resets the page when it is set: set the page after it.
      searcher.query.page = previous.page
      throw error
    }
  }
}
