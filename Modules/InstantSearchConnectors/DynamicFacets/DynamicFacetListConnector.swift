import InstantSearchCore

/// Dynamic Facets in one line: the facet attributes and values a searcher's responses order
/// (`renderingContent.facetOrdering`), selected into a filter state, and optionally shown by a
/// controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class DynamicFacetListConnector: Connector {
  /// The searcher whose responses give the order and counts; held strongly.
  public let searcher: HitsSearcher
  /// The filter state the selections are written to; held strongly.
  public let filterState: FilterState
  /// The list logic: the ordered facets and the selections.
  public let interactor: DynamicFacetListInteractor
  /// The link to the searcher (``DynamicFacetListInteractor/SearcherConnection/lastOrderingError``
  /// says when a response's ordering could not be read).
  public let searcherConnection: DynamicFacetListInteractor.SearcherConnection
  /// The searcher connection, the filter state connection, then the controller's if given.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the order and counts.
  ///   - filterState: the filter state the selections are written to.
  ///   - selectionModeForAttribute: one value or several, by attribute (`.single` otherwise).
  ///   - groupForAttribute: the group of an attribute's filters, for those that do not use an
  ///     AND group named after themselves.
  ///   - controller: the view, if any.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    selectionModeForAttribute: [String: FacetListInteractor.SelectionMode] = [:],
    groupForAttribute: [String: FilterGroup.ID] = [:],
    controller: (any DynamicFacetListController)? = nil
  ) {
    self.searcher = searcher
    self.filterState = filterState
    let interactor = DynamicFacetListInteractor(
      selectionModeForAttribute: selectionModeForAttribute)
    self.interactor = interactor
    searcherConnection = .init(interactor: interactor, searcher: searcher)
    connections = CompositeConnection(connecting: [
      searcherConnection,
      DynamicFacetListInteractor.FilterStateConnection(
        interactor: interactor, filterState: filterState, groupForAttribute: groupForAttribute),
      controller.map {
        DynamicFacetListInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
