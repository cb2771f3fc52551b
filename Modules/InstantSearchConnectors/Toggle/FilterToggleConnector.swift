import InstantSearchCore

/// A toggle in one line: one filter switched on and off in a filter state, counted by a
/// searcher, shown by a controller.
///
/// ```swift
/// let freeShipping = FilterToggleConnector(
///   searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true")
/// freeShipping.interactor.toggle()  // adds "free_shipping":"true", searches
/// ```
///
/// A ``FilterStateConnector`` of ``FilterToggleInteractor``: connected when created,
/// disconnected only by ``Connector/disconnect()``.
public typealias FilterToggleConnector = FilterStateConnector<FilterToggleInteractor>

extension FilterStateConnector where Interactor == FilterToggleInteractor {
  /// Creates a connector for any filter and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher that counts the value (facet filters), or nil.
  ///   - filterState: the filter state the filter goes to.
  ///   - filter: the filter switched.
  ///   - groupID: its group (by default an AND group named after the attribute).
  ///   - controller: the switch, if any.
  public convenience init(
    searcher: HitsSearcher?, filterState: FilterState, filter: Filter,
    groupID: FilterGroup.ID? = nil, controller: (any FilterToggleController)? = nil
  ) {
    self.init(
      interactor: FilterToggleInteractor(filter: filter), searcher: searcher,
      filterState: filterState, groupID: groupID, controller: controller)
  }

  /// Creates a connector for a facet value and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher that counts the value.
  ///   - filterState: the filter state the filter goes to.
  ///   - attribute: the facet attribute.
  ///   - value: the value, as the facet counts name it (`"true"`).
  ///   - controller: the switch, if any.
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, value: String,
    controller: (any FilterToggleController)? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState,
      filter: .facet(Filter.Facet(attribute: attribute, stringValue: value)),
      controller: controller)
  }
}
