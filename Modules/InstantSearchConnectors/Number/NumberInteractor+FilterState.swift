import InstantSearchCore

extension NumberInteractor {
  /// The link between a number comparison and a filter state: a computed number replaces the
  /// attribute's comparisons with the same operator in the group by one (notifying once, and
  /// not at all when nothing changes), and every change of the filter state sets the number
  /// from that group. Comparisons with other operators and ranges of the attribute stay.
  @MainActor
  public final class FilterStateConnection: FilterGroupConnection<NumberInteractor> {
    /// Writes computed numbers and follows the filter state (its current content first).
    override public func didConnect() {
      subscribe(to: interactor.onNumberComputed) { [self] number in write(number) }
      followFilterState { [self] in interactor.number = current.first }
    }

    /// The numbers of the attribute's comparisons with the interactor's operator in the group.
    private var current: [Double] {
      filterState.getFilters(forGroupWithID: groupID).compactMap { filter in
        guard case .numeric(let numeric) = filter, numeric.attribute == interactor.attribute,
          !numeric.isNegated, case .comparison(let op, let number) = numeric.value,
          op == interactor.operator
        else { return nil }
        return number
      }
    }

    private func write(_ number: Double?) {
      let old = current.map(interactor.filter(for:))
      let new = number.map(interactor.filter(for:))
      guard old != new.map({ [$0] }) ?? [] else { return }
      for filter in old { filterState.remove(filter, fromGroupWithID: groupID) }
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
