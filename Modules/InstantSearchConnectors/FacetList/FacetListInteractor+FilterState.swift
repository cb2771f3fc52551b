import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and a filter state: a click writes the selected values as
  /// facet filters to one group, and the group's filters are the list's selection.
  @MainActor
  public final class FilterStateConnection: InteractorFilterStateConnection<FacetListInteractor> {
    /// The faceted attribute.
    public let attribute: String
    /// The group the selection is written to (AND or OR, by the operator given).
    public let groupID: FilterGroup.ID

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list whose clicks are written.
    ///   - filterState: the filter state written to.
    ///   - attribute: the faceted attribute.
    ///   - operator: whether selected values are ANDed or ORed.
    ///   - groupName: the group name (the attribute by default).
    public init(
      interactor: FacetListInteractor,
      filterState: FilterState,
      attribute: String,
      operator: RefinementOperator,
      groupName: String? = nil
    ) {
      self.attribute = attribute
      self.groupID = `operator`.groupID(name: groupName ?? attribute, filterType: .facet)
      super.init(interactor: interactor, filterState: filterState)
    }

    /// Reads the selection from the filter state now and on every change, and writes clicks.
    override public func didConnect() {
      subscribe(to: interactor.onSelectionsComputed) { [self] in write($0) }
      followFilterState { [self] in read() }
    }

    /// The values of the non-negated string facet filters on the attribute in the group.
    private var selectedValues: Set<String> {
      var values: Set<String> = []
      for case .facet(let facet) in filterState.getFilters(forGroupWithID: groupID)
      where facet.attribute == attribute && !facet.isNegated {
        values.insert(facet.value.description)
      }
      return values
    }

    private func read() {
      interactor.selections = selectedValues
    }

    /// Replaces the attribute's facet filters in the group with `selections`, and notifies.
    private func write(_ selections: Set<String>) {
      let current = filterState.getFilters(forGroupWithID: groupID).filter {
        if case .facet(let facet) = $0 {
          facet.attribute == attribute && !facet.isNegated
        } else {
          false
        }
      }
      filterState.update { snapshot in
        snapshot.removeAll(current, fromGroupWithID: groupID)
        for value in selections.sorted() {
          snapshot.add(
            .facet(Filter.Facet(attribute: attribute, stringValue: value)), toGroupWithID: groupID)
        }
      }
      filterState.notifyChange()
    }
  }

  /// Connects a filter state: clicks write the selection to a group, and the group's filters
  /// are the selection.
  ///
  /// - Parameters:
  ///   - filterState: the filter state written to and read from.
  ///   - attribute: the faceted attribute.
  ///   - operator: whether selected values are ANDed or ORed (`.or` by default, which the
  ///     searcher facets disjunctively).
  ///   - groupName: the group name (the attribute by default).
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    with attribute: String,
    operator: RefinementOperator = .or,
    groupName: String? = nil
  ) -> FilterStateConnection {
    FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, operator: `operator`,
      groupName: groupName
    ).connected()
  }
}
