import InstantSearchCore

/// A numeric range in one line: bounds from a searcher's stats, one range filter in a filter
/// state, a controller.
///
/// ```swift
/// let price = NumberRangeConnector(
///   searcher: searcher, filterState: filterState, attribute: "price")
/// price.interactor.applyRange(10...50)  // writes "price":10 TO 50, searches
/// ```
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class NumberRangeConnector: Connector {
  /// The range logic.
  public let interactor: NumberRangeInteractor
  /// The filter state connection, the searcher's, then the controller's.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the bounds.
  ///   - filterState: the filter state the range goes to.
  ///   - attribute: the numeric attribute (faceted in the index, for its stats).
  ///   - groupID: the range filter's group (by default an AND group named after it).
  ///   - controller: the slider, if any.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String,
    groupID: FilterGroup.ID? = nil, controller: (any NumberRangeController)? = nil
  ) {
    let interactor = NumberRangeInteractor(attribute: attribute)
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      NumberRangeInteractor.FilterStateConnection(
        interactor: interactor, filterState: filterState, groupID: groupID),
      NumberRangeInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        NumberRangeInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
