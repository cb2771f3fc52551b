import InstantSearchCore

/// Loading in one line: an indicator linked to a searcher and, optionally, a controller.
/// Connected when created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class LoadingConnector: Connection {
  /// The searcher followed.
  public let searcher: HitsSearcher
  /// The indicator logic.
  public let interactor: LoadingInteractor
  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher followed.
  ///   - interactor: the indicator logic (a new one by default).
  ///   - controller: the controller of a concrete indicator, if any.
  public init(
    searcher: HitsSearcher,
    interactor: LoadingInteractor = .init(),
    controller: (any LoadingController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection([
      LoadingInteractor.SearcherConnection(interactor: interactor, searcher: searcher)
    ])
    if let controller {
      connections.append(
        LoadingInteractor.ControllerConnection(interactor: interactor, controller: controller))
    }
    connections.connect()
  }

  /// Whether the connector is connected.
  public var isConnected: Bool { connections.isConnected }

  /// Connects the searcher and the controller; does nothing if already connected.
  public func connect() { connections.connect() }

  /// Disconnects them; does nothing if not connected.
  public func disconnect() { connections.disconnect() }
}
