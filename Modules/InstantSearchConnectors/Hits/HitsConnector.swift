import InstantSearchCore

/// Hits in one line: a hits list linked to a searcher and, optionally, controllers.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class HitsConnector: Connector {
  /// The searcher whose responses are shown; held strongly.
  public let searcher: HitsSearcher
  /// The list logic; ``HitsInteractor/response`` holds the last response.
  public let interactor: HitsInteractor
  /// The searcher connection, then one connection per controller.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses are shown.
  ///   - interactor: the list logic (a new one by default).
  ///   - controller: the view that shows the hits, if any.
  public init(
    searcher: HitsSearcher,
    interactor: HitsInteractor = .init(),
    controller: (any HitsController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      HitsInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        HitsInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }

  /// Connects one more controller: it shows the hits from now on if the connector is
  /// connected, and is disconnected with it.
  ///
  /// - Parameter controller: the view that shows the hits.
  public func connectController(_ controller: some HitsController) {
    connections.append(
      HitsInteractor.ControllerConnection(interactor: interactor, controller: controller))
  }
}
