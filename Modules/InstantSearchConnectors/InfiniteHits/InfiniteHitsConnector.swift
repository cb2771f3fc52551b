import InstantSearchCore

/// Infinite hits in one line: a list that grows page by page, linked to a searcher and,
/// optionally, a controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class InfiniteHitsConnector: Connector {
  /// The searcher that loads the pages; held strongly.
  public let searcher: HitsSearcher
  /// The list logic.
  public let interactor: InfiniteHitsInteractor
  /// The searcher connection, then the controller's, if any.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher that loads the pages.
  ///   - interactor: the list logic (a new one by default).
  ///   - controller: the view, if any.
  public init(
    searcher: HitsSearcher, interactor: InfiniteHitsInteractor = .init(),
    controller: (any InfiniteHitsController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      InfiniteHitsInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        InfiniteHitsInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
