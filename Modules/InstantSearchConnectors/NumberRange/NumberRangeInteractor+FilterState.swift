import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and a filter state: a chosen range replaces the
  /// attribute's numeric filters in its group with one range filter (notifying once), and
  /// every change of the filter state sets the range from that group.
  @MainActor
  public final class FilterStateConnection: FilterGroupConnection<NumberRangeInteractor> {
    /// Writes chosen ranges and follows the filter state (its current content first).
    override public func didConnect() {
      subscribe(to: interactor.onRangeComputed) { [self] range in write(range) }
      followFilterState { [self] in interactor.range = current }
    }

    /// The range filter of the attribute in the group, if any.
    private var current: ClosedRange<Double>? {
      for filter in filterState.getFilters(forGroupWithID: groupID) {
        if case .numeric(let numeric) = filter, numeric.attribute == interactor.attribute,
          !numeric.isNegated, case .range(let range) = numeric.value
        {
          return range
        }
      }
      return nil
    }

    private func write(_ range: ClosedRange<Double>?) {
      let old = filterState.getFilters(forGroupWithID: groupID).filter {
        if case .numeric(let numeric) = $0 { return numeric.attribute == interactor.attribute }
        return false
      }
      let new = range.map {
        Filter.numeric(Filter.Numeric(attribute: interactor.attribute, value: .range($0)))
      }
      guard old != new.map({ [$0] }) ?? [] else { return }
      _ = filterState.removeAll(old)
      if let new { _ = filterState.add(new, toGroupWithID: groupID) }
      filterState.notifyChange()
    }
  }

  /// The filter state connection of the connector and of
  /// ``FilterStateConnectable/connectFilterState(_:groupID:)``.
  ///
  /// - Parameters:
  ///   - filterState: the filter state.
  ///   - groupID: the group (by default an AND group named after the attribute).
  /// - Returns: the connection, not connected.
  public func makeFilterStateConnection(_ filterState: FilterState, groupID: FilterGroup.ID?)
    -> FilterStateConnection
  {
    FilterStateConnection(interactor: self, filterState: filterState, groupID: groupID)
  }
}
