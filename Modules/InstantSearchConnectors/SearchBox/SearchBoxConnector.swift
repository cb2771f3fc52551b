import InstantSearchCore

/// Search Box in one line: the query text linked to a searcher and, optionally, a controller.
/// Connected when created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class SearchBoxConnector: Connection {
  /// The searcher whose query text is set.
  public let searcher: HitsSearcher
  /// The search box logic.
  public let interactor: SearchBoxInteractor
  /// When a search is sent.
  public let searchTriggeringMode: SearchTriggeringMode
  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose query text is set.
  ///   - interactor: the search box logic (a new one by default).
  ///   - searchTriggeringMode: search as you type (default) or on submit.
  ///   - controller: the controller of a concrete text field, if any.
  public init(
    searcher: HitsSearcher,
    interactor: SearchBoxInteractor = .init(),
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    controller: (any SearchBoxController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    self.searchTriggeringMode = searchTriggeringMode
    connections = CompositeConnection([
      SearchBoxInteractor.SearcherConnection(
        interactor: interactor, searcher: searcher, searchTriggeringMode: searchTriggeringMode)
    ])
    if let controller {
      connections.append(
        SearchBoxInteractor.ControllerConnection(interactor: interactor, controller: controller))
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
