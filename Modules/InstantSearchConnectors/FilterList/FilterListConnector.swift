import InstantSearchCore

/// A filter list in one line: a fixed list of filters selected in a filter state, facet
/// counts from a searcher, a controller.
///
/// ```swift
/// let bands = FilterListConnector(
///   filterState: filterState,
///   filters: [
///     .numeric(Filter.Numeric(attribute: "price", range: 0...50)),
///     .numeric(Filter.Numeric(attribute: "price", range: 50...200)),
///   ])
/// bands.interactor.computeSelections(selectingItemForKey: bands.interactor.items[1])
/// // writes "price":50 TO 200 to the group or<price>, searches
/// ```
///
/// A ``FilterStateConnector`` of ``FilterListInteractor``: connected when created,
/// disconnected only by ``Connector/disconnect()``.
public typealias FilterListConnector = FilterStateConnector<FilterListInteractor>

extension FilterStateConnector where Interactor == FilterListInteractor {
  /// Creates a connector on a new list and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher that counts the facet filters, or nil for no counts.
  ///   - filterState: the filter state the selection goes to.
  ///   - filters: the filters, in the order shown.
  ///   - selectionMode: one filter or several (several by default).
  ///   - groupID: the group (by default ``FilterListInteractor/defaultGroupID``: an OR group
  ///     named after the filters' attribute).
  ///   - controller: the list view, if any.
  public convenience init(
    searcher: HitsSearcher? = nil, filterState: FilterState, filters: [Filter],
    selectionMode: FilterListInteractor.SelectionMode = .multiple,
    groupID: FilterGroup.ID? = nil, controller: (any FilterListController)? = nil
  ) {
    self.init(
      interactor: FilterListInteractor(items: filters, selectionMode: selectionMode),
      searcher: searcher, filterState: filterState, groupID: groupID, controller: controller)
  }
}
