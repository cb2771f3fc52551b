import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and a filter state: a click writes the selected values as
  /// facet filters to one group, and the group's filters are the list's selection.
  @MainActor
  public final class FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The filter state written to.
    public let filterState: FilterState
    /// The faceted attribute.
    public let attribute: String
    /// The group the selection is written to.
    public let groupID: FilterGroup.ID
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
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
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.groupID = `operator`.groupID(name: groupName ?? attribute, filterType: .facet)
    }

    /// Reads the selection from the filter state now and on every change, and writes clicks.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      interactor.onSelectionsComputed.subscribe(with: self) { connection, selections in
        connection.write(selections)
      }
      filterState.onChange.subscribe(with: self) { connection, _ in connection.read() }
      read()
    }

    /// Stops reading and writing.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onSelectionsComputed.cancelSubscription(for: self)
      filterState.onChange.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
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
  ///   - filterState: the filter state.
  ///   - attribute: the faceted attribute.
  ///   - operator: whether selected values are ANDed or ORed (`.or` by default, which the
  ///     searcher facets disjunctively).
  ///   - groupName: the group name (the attribute by default).
  /// - Returns: the established connection.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    with attribute: String,
    operator: RefinementOperator = .or,
    groupName: String? = nil
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, operator: `operator`,
      groupName: groupName)
    connection.connect()
    return connection
  }
}
