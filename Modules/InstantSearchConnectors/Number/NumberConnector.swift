import InstantSearchCore

/// A number comparison in one line: bounds from a searcher's stats, one comparison filter in a
/// filter state, a controller.
///
/// ```swift
/// let price = NumberConnector(
///   searcher: searcher, filterState: filterState, attribute: "price", operator: .greaterThanOrEqual,
///   step: 10)
/// price.interactor.computeNumber(100)  // writes "price" >= 100, searches
/// price.interactor.increment()          // "price" >= 110
/// ```
///
/// A ``FilterStateConnector`` of ``NumberInteractor``: connected when created, disconnected
/// only by ``Connector/disconnect()``.
public typealias NumberConnector = FilterStateConnector<NumberInteractor>

extension FilterStateConnector where Interactor == NumberInteractor {
  /// Creates a connector on a new comparison and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses give the bounds, or nil for no bounds.
  ///   - filterState: the filter state the comparison goes to.
  ///   - attribute: the numeric attribute (faceted in the index, for its stats).
  ///   - operator: the comparison (`>=` by default).
  ///   - step: how much a step moves the number (1 by default).
  ///   - groupID: the comparison's group (by default an AND group named after the attribute).
  ///   - controller: the stepper, if any.
  public convenience init(
    searcher: HitsSearcher?, filterState: FilterState, attribute: String,
    operator: Filter.Numeric.Operator = .greaterThanOrEqual, step: Double = 1,
    groupID: FilterGroup.ID? = nil, controller: (any NumberController)? = nil
  ) {
    self.init(
      interactor: NumberInteractor(attribute: attribute, operator: `operator`, step: step),
      searcher: searcher, filterState: filterState, groupID: groupID, controller: controller)
  }
}
