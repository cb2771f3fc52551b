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
/// A ``FilterStateConnector`` of ``NumberRangeInteractor``: connected when created,
/// disconnected only by ``Connector/disconnect()``.
public typealias NumberRangeConnector = FilterStateConnector<NumberRangeInteractor>

extension FilterStateConnector where Interactor == NumberRangeInteractor {
  /// Creates a connector on a new range and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the bounds.
  ///   - filterState: the filter state the range goes to.
  ///   - attribute: the numeric attribute (faceted in the index, for its stats).
  ///   - groupID: the range filter's group (by default an AND group named after it).
  ///   - controller: the slider, if any.
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String,
    groupID: FilterGroup.ID? = nil, controller: (any NumberRangeController)? = nil
  ) {
    self.init(
      interactor: NumberRangeInteractor(attribute: attribute), searcher: searcher,
      filterState: filterState, groupID: groupID, controller: controller)
  }
}
