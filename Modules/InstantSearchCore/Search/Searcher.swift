/// What ``HitsSearcher`` and ``FacetSearcher`` share: a search is started by one method, and
/// ``search()`` and ``searchAndWait()`` are that start, without or with waiting for its
/// outcome. Main actor only.
@MainActor
public protocol Searcher: AnyObject {
  /// What a search answers with.
  associatedtype Response: Sendable

  /// Starts a search (after the debounce, if any): its outcome reaches the searcher's
  /// observers unless a newer search starts first.
  ///
  /// - Returns: the task that ends with the response, or nil when a newer search superseded
  ///   this one (nothing was delivered then); it throws the service's error.
  func startSearch() -> Task<Response?, any Error>

  /// Drops the pending search, if any: its outcome will not be delivered.
  func cancel()
}

extension Searcher {
  /// Starts a search; the outcome reaches the searcher's observers unless a newer search
  /// starts first.
  public func search() {
    _ = startSearch()
  }

  /// Starts a search and waits for its outcome.
  ///
  /// - Returns: the response, delivered to the searcher's observers too; nil when a newer
  ///   search (or an index or text change) superseded this one, in which case nothing was
  ///   delivered.
  /// - Throws: the service's error, delivered to the error observer too.
  @discardableResult
  public func searchAndWait() async throws -> Response? {
    try await startSearch().value
  }
}
