/// The connector of every widget that is an interactor, a searcher and controllers:
/// `HitsConnector`, `LoadingConnector`, `PaginationConnector` and `InfiniteHitsConnector` are
/// this class with their interactor (type aliases).
///
/// ```swift
/// let loading = LoadingConnector(searcher: searcher, controller: spinner)
/// loading.connectController(otherSpinner)  // shown too, disconnected with the connector
/// ```
///
/// Its ``connections`` are the searcher connection, then one per controller, in the order
/// given. Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it. Main actor only.
@MainActor
public final class SearcherConnector<Interactor: SearcherWidget>: Connector {
  /// The searcher the widget follows or drives; held strongly.
  public let searcher: HitsSearcher
  /// The widget's logic; held strongly.
  public let interactor: Interactor
  /// The searcher connection, then one connection per controller.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher the widget follows or drives.
  ///   - interactor: the widget's logic (a new one by default).
  ///   - controller: the view, if any.
  public init(
    searcher: HitsSearcher,
    interactor: Interactor = .init(),
    controller: Interactor.Controller? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      interactor.makeSearcherConnection(searcher),
      controller.map(interactor.makeControllerConnection),
    ])
  }

  /// Connects one more controller: it shows the widget from now on if the connector is
  /// connected, and is disconnected with it.
  ///
  /// - Parameter controller: the view.
  public func connectController(_ controller: Interactor.Controller) {
    connections.append(interactor.makeControllerConnection(controller))
  }
}
