import InstantSearchCore

/// Facet List in one line: the values of an attribute with their counts (from a searcher),
/// selected into a filter state group, and optionally shown by a controller. Connected when
/// created; ``connect()`` and ``disconnect()`` are idempotent.
@MainActor
public final class FacetListConnector: Connection {
  /// The searcher whose responses give the counts.
  public let searcher: HitsSearcher
  /// The filter state the selection is written to.
  public let filterState: FilterState
  /// The faceted attribute.
  public let attribute: String
  /// The facet list logic.
  public let interactor: FacetListInteractor
  /// The link to the filter state.
  public let filterStateConnection: FacetListInteractor.FilterStateConnection
  private let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the counts.
  ///   - filterState: the filter state the selection is written to.
  ///   - attribute: the faceted attribute.
  ///   - selectionMode: one value or several (several by default).
  ///   - operator: whether selected values are ANDed or ORed (`.or` by default).
  ///   - groupName: the group name (the attribute by default).
  ///   - controller: the controller of a concrete list, if any.
  ///   - presenter: orders and trims the values for display.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    attribute: String,
    selectionMode: FacetListInteractor.SelectionMode = .multiple,
    operator: RefinementOperator = .or,
    groupName: String? = nil,
    controller: (any FacetListController)? = nil,
    presenter: FacetListPresenter = .init()
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.attribute = attribute
    let interactor = FacetListInteractor(selectionMode: selectionMode)
    self.interactor = interactor
    filterStateConnection = .init(
      interactor: interactor, filterState: filterState, attribute: attribute,
      operator: `operator`, groupName: groupName)
    connections = CompositeConnection([
      FacetListInteractor.SearcherConnection(
        interactor: interactor, searcher: searcher, attribute: attribute),
      filterStateConnection,
    ])
    if let controller {
      connections.append(
        FacetListInteractor.ControllerConnection(
          interactor: interactor, controller: controller, presenter: presenter))
    }
    connections.connect()
  }

  /// Whether the connector is connected.
  public var isConnected: Bool { connections.isConnected }

  /// Connects a controller.
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - presenter: orders and trims the values for display.
  public func connectController(
    _ controller: some FacetListController, presenter: FacetListPresenter = .init()
  ) {
    connections.append(
      FacetListInteractor.ControllerConnection(
        interactor: interactor, controller: controller, presenter: presenter))
  }

  /// Connects the searcher, the filter state and the controllers; does nothing if connected.
  public func connect() { connections.connect() }

  /// Disconnects them; does nothing if not connected.
  public func disconnect() { connections.disconnect() }
}
