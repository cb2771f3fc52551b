import InstantSearchCore

/// Current Filters in one line: an interactor linked to a filter state and, optionally, a
/// controller. Connected when created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class CurrentFiltersConnector: Connection {
  /// The filter state shown.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: CurrentFiltersInteractor
  /// The link to the filter state.
  public let filterStateConnection: CurrentFiltersInteractor.FilterStateConnection
  /// The link to the controller, if one was given.
  public let controllerConnection: CurrentFiltersInteractor.ControllerConnection?

  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - filterState: the filter state shown.
  ///   - filterGroupIDs: the groups shown, or nil (the default) for all.
  ///   - interactor: the list logic (a new one by default).
  ///   - controller: the controller of a concrete list, if any.
  public init(
    filterState: FilterState,
    filterGroupIDs: Set<FilterGroup.ID>? = nil,
    interactor: CurrentFiltersInteractor = .init(),
    controller: (any CurrentFiltersController)? = nil
  ) {
    self.filterState = filterState
    self.interactor = interactor
    filterStateConnection = .init(
      interactor: interactor, filterState: filterState, filterGroupIDs: filterGroupIDs)
    controllerConnection = controller.map { .init(interactor: interactor, controller: $0) }
    connections = CompositeConnection(
      [filterStateConnection] + (controllerConnection.map { [$0] } ?? []))
    connections.connect()
  }

  /// Whether the connector is connected.
  public var isConnected: Bool { connections.isConnected }

  /// Connects the filter state and the controller; does nothing if already connected.
  public func connect() { connections.connect() }

  /// Disconnects the filter state and the controller; does nothing if not connected.
  public func disconnect() { connections.disconnect() }
}
