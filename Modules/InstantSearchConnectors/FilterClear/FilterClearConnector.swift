import InstantSearchCore

/// Clear Filters in one line: an interactor linked to a filter state and, optionally, to a
/// controller.
///
/// ```swift
/// let filterClearConnector = FilterClearConnector(
///   filterState: filterState,
///   clearMode: .specified,
///   filterGroupIDs: [.and(name: "color"), .or(name: "category", filterType: .facet)],
///   controller: clearFiltersController)
/// ```
///
/// The connector is connected when created; ``Connector/connect()`` and
/// ``Connector/disconnect()`` are idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class FilterClearConnector: Connector {
  /// The filter state cleared; held strongly.
  public let filterState: FilterState
  /// The clearing logic; ``FilterClearInteractor/canClear`` says whether a click would clear.
  public let interactor: FilterClearInteractor
  /// The link to the filter state, first of ``connections``.
  public let filterStateConnection: FilterClearInteractor.FilterStateConnection
  /// The link to the button, if one is connected (the last one given replaces the others).
  public private(set) var controllerConnection: FilterClearInteractor.ControllerConnection?
  /// The filter state connection, then the controller connection if there is one.
  public let connections: CompositeConnection

  /// Creates a connector clearing groups by ID, and connects it.
  ///
  /// - Parameters:
  ///   - filterState: the filter state that holds the filters.
  ///   - interactor: the clearing logic (a new one by default).
  ///   - clearMode: whether to clear the listed groups or all the others (default `.specified`).
  ///   - filterGroupIDs: the groups to clear; nil (the default) clears all.
  ///   - controller: the controller of a concrete clear button, if any.
  ///   - querySearcher: a searcher whose query text a click clears too, if any.
  public convenience init(
    filterState: FilterState,
    interactor: FilterClearInteractor = .init(),
    clearMode: ClearMode = .specified,
    filterGroupIDs: [FilterGroup.ID]? = nil,
    controller: (any FilterClearController)? = nil,
    clearingQueryOf querySearcher: HitsSearcher? = nil
  ) {
    self.init(
      filterState: filterState, interactor: interactor, target: .groups(filterGroupIDs),
      clearMode: clearMode, controller: controller, clearingQueryOf: querySearcher)
  }

  /// Creates a connector clearing filters by attribute, and connects it.
  ///
  /// - Parameters:
  ///   - filterState: the filter state that holds the filters.
  ///   - interactor: the clearing logic (a new one by default).
  ///   - clearMode: whether to clear the listed attributes or all the others.
  ///   - attributes: the attributes to clear (or to keep, with `.except`).
  ///   - controller: the controller of a concrete clear button, if any.
  ///   - querySearcher: a searcher whose query text a click clears too, if any.
  public convenience init(
    filterState: FilterState,
    interactor: FilterClearInteractor = .init(),
    clearMode: ClearMode = .specified,
    attributes: [String],
    controller: (any FilterClearController)? = nil,
    clearingQueryOf querySearcher: HitsSearcher? = nil
  ) {
    self.init(
      filterState: filterState, interactor: interactor, target: .attributes(attributes),
      clearMode: clearMode, controller: controller, clearingQueryOf: querySearcher)
  }

  /// Creates a connector clearing `target`, and connects it.
  ///
  /// - Parameters:
  ///   - filterState: the filter state that holds the filters.
  ///   - interactor: the clearing logic.
  ///   - target: the groups or attributes to clear.
  ///   - clearMode: whether to clear the target or everything but it.
  ///   - controller: the controller of a concrete clear button, if any.
  ///   - querySearcher: a searcher whose query text a click clears too, if any.
  public init(
    filterState: FilterState,
    interactor: FilterClearInteractor,
    target: FilterClearTarget,
    clearMode: ClearMode,
    controller: (any FilterClearController)?,
    clearingQueryOf querySearcher: HitsSearcher? = nil
  ) {
    self.filterState = filterState
    self.interactor = interactor
    filterStateConnection = .init(
      interactor: interactor, filterState: filterState, target: target, clearMode: clearMode,
      clearingQueryOf: querySearcher)
    controllerConnection = controller.map {
      FilterClearInteractor.ControllerConnection(interactor: interactor, controller: $0)
    }
    connections = CompositeConnection(connecting: [filterStateConnection, controllerConnection])
  }

  /// Connects a controller, replacing (and disconnecting) the previous one, if any.
  ///
  /// - Parameter controller: the button.
  /// - Returns: the connection, connected if the connector is connected.
  @discardableResult
  public func connectController(_ controller: some FilterClearController)
    -> FilterClearInteractor.ControllerConnection
  {
    if let controllerConnection { connections.remove(controllerConnection) }
    let connection = FilterClearInteractor.ControllerConnection(
      interactor: interactor, controller: controller)
    controllerConnection = connection
    connections.append(connection)
    return connection
  }
}
