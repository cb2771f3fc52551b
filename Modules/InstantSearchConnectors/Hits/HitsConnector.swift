import InstantSearchCore

/// Hits in one line: a hits list linked to a searcher and, optionally, a controller.
/// Connected when created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class HitsConnector: Connection {
  /// The searcher whose responses are shown.
  public let searcher: HitsSearcher
  /// The list logic.
  public let interactor: HitsInteractor
  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses are shown.
  ///   - interactor: the list logic (a new one by default).
  ///   - controller: the controller of a concrete list, if any.
  public init(
    searcher: HitsSearcher,
    interactor: HitsInteractor = .init(),
    controller: (any HitsController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection([
      HitsInteractor.SearcherConnection(interactor: interactor, searcher: searcher)
    ])
    if let controller {
      connections.append(
        HitsInteractor.ControllerConnection(interactor: interactor, controller: controller))
    }
    connections.connect()
  }

  /// Whether the connector is connected.
  public var isConnected: Bool { connections.isConnected }

  /// Connects a controller.
  ///
  /// - Parameter controller: the controller.
  public func connectController(_ controller: some HitsController) {
    connections.append(
      HitsInteractor.ControllerConnection(interactor: interactor, controller: controller))
  }

  /// Connects the searcher and the controllers; does nothing if already connected.
  public func connect() { connections.connect() }

  /// Disconnects them; does nothing if not connected.
  public func disconnect() { connections.disconnect() }
}
