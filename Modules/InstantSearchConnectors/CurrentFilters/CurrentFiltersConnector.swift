import InstantSearchCore

/// Current Filters in one line: an interactor linked to a filter state and, optionally, a
/// controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class CurrentFiltersConnector: Connector {
  /// The filter state shown; held strongly.
  public let filterState: FilterState
  /// The list logic: the filters shown, and removals.
  public let interactor: CurrentFiltersInteractor
  /// The link to the filter state, first of ``connections``.
  public let filterStateConnection: CurrentFiltersInteractor.FilterStateConnection
  /// The link to the controller, if one was given.
  public let controllerConnection: CurrentFiltersInteractor.ControllerConnection?
  /// The filter state connection, then the controller connection if there is one.
  public let connections: CompositeConnection

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
    connections = CompositeConnection(connecting: [filterStateConnection, controllerConnection])
  }
}
