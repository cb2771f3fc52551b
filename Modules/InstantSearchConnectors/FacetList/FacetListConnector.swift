import InstantSearchCore

/// Facet List in one line: the values of an attribute with their counts (from a searcher),
/// selected into a filter state group, and optionally shown by controllers.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class FacetListConnector: Connector {
  /// The searcher whose responses give the counts; held strongly.
  public let searcher: HitsSearcher
  /// The filter state the selection is written to; held strongly.
  public let filterState: FilterState
  /// The faceted attribute.
  public let attribute: String
  /// The facet list logic: the values, their counts and the selection.
  public let interactor: FacetListInteractor
  /// The link to the filter state, second of ``connections``.
  public let filterStateConnection: FacetListInteractor.FilterStateConnection
  /// The facet searcher whose values the list shows while a text is searched, if any; it
  /// follows ``searcher``'s index, query and filters.
  public let facetSearcher: FacetSearcher?
  /// The searcher connection, the filter state connection, the facet searcher's (when
  /// given), then one per controller.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the counts.
  ///   - filterState: the filter state the selection is written to.
  ///   - attribute: the faceted attribute.
  ///   - selectionMode: one value or several (several by default).
  ///   - operator: whether selected values are ANDed or ORed (`.or` by default).
  ///   - groupName: the group name (the attribute by default).
  ///   - facetSearcher: a facet searcher of `attribute` (`facets brand sam`), if any: while
  ///     its text is not empty the list shows its values, keeping their selection state.
  ///   - controller: the controller of a concrete list, if any.
  ///   - presenter: orders and trims the values for display.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    attribute: String,
    selectionMode: FacetListInteractor.SelectionMode = .multiple,
    operator: RefinementOperator = .or,
    groupName: String? = nil,
    facetSearcher: FacetSearcher? = nil,
    controller: (any FacetListController)? = nil,
    presenter: FacetListPresenter = .init()
  ) {
    self.searcher = searcher
    self.facetSearcher = facetSearcher
    self.filterState = filterState
    self.attribute = attribute
    let interactor = FacetListInteractor(selectionMode: selectionMode)
    self.interactor = interactor
    filterStateConnection = .init(
      interactor: interactor, filterState: filterState, attribute: attribute,
      operator: `operator`, groupName: groupName)
    connections = CompositeConnection(connecting: [
      FacetListInteractor.SearcherConnection(
        interactor: interactor, searcher: searcher, attribute: attribute),
      filterStateConnection,
      facetSearcher.map {
        FacetListInteractor.FacetSearcherConnection(
          interactor: interactor, searcher: searcher, facetSearcher: $0)
      },
      controller.map {
        FacetListInteractor.ControllerConnection(
          interactor: interactor, controller: $0, presenter: presenter)
      },
    ])
  }

  /// Connects one more controller: it shows the values from now on if the connector is
  /// connected, and is disconnected with it.
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: orders and trims the values for display.
  public func connectController(
    _ controller: some FacetListController, presenter: FacetListPresenter = .init()
  ) {
    connections.append(
      FacetListInteractor.ControllerConnection(
        interactor: interactor, controller: controller, presenter: presenter))
  }
}
