import InstantSearchCore

/// Loading in one line: an indicator linked to a searcher and, optionally, a controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class LoadingConnector: Connector {
  /// The searcher followed; held strongly.
  public let searcher: HitsSearcher
  /// The indicator logic; ``LoadingInteractor/isLoading`` holds the state.
  public let interactor: LoadingInteractor
  /// The searcher connection, then the controller connection if a controller was given.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher followed.
  ///   - interactor: the indicator logic (a new one by default).
  ///   - controller: the view that shows the state, if any.
  public init(
    searcher: HitsSearcher,
    interactor: LoadingInteractor = .init(),
    controller: (any LoadingController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      LoadingInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        LoadingInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
