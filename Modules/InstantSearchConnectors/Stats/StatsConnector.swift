import InstantSearchCore

/// Stats in one line: a stats widget linked to a searcher and, optionally, a controller.
/// Connected when created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class StatsConnector: Connection {
  /// The searcher whose responses are counted.
  public let searcher: HitsSearcher
  /// The stats logic.
  public let interactor: StatsInteractor
  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses are counted.
  ///   - interactor: the stats logic (a new one by default).
  ///   - controller: the controller of a concrete view, if any.
  ///   - presenter: turns the stats into text (`1234 hits in 3 ms` by default).
  public init(
    searcher: HitsSearcher,
    interactor: StatsInteractor = .init(),
    controller: (any StatsController)? = nil,
    presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection([
      StatsInteractor.SearcherConnection(interactor: interactor, searcher: searcher)
    ])
    if let controller {
      connections.append(
        StatsInteractor.ControllerConnection(
          interactor: interactor, controller: controller, presenter: presenter))
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
