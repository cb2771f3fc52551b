import InstantSearchCore

/// Stats in one line: a stats widget linked to a searcher and, optionally, a controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class StatsConnector: Connector {
  /// The searcher whose responses are counted; held strongly.
  public let searcher: HitsSearcher
  /// The stats logic; its ``ItemInteractor/item`` holds the figures.
  public let interactor: StatsInteractor
  /// The searcher connection, then the controller connection if a controller was given.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses are counted.
  ///   - interactor: the stats logic (a new one by default).
  ///   - controller: the view that shows the figures, if any.
  ///   - presenter: turns the stats into text (`1234 hits in 3 ms` by default).
  public init(
    searcher: HitsSearcher,
    interactor: StatsInteractor = .init(),
    controller: (any StatsController)? = nil,
    presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      StatsInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        StatsInteractor.ControllerConnection(
          interactor: interactor, controller: $0, presenter: presenter)
      },
    ])
  }
}
