import InstantSearchCore

extension DynamicFacetListInteractor {
  /// The link between a dynamic facet list and a filter state: a click writes the attribute's
  /// selected values as facet filters to its group, and the groups' filters are the list's
  /// selections.
  ///
  /// Each attribute has its own group: the one ``groupForAttribute`` names, or else an AND
  /// group named after the attribute (as in InstantSearch iOS).
  @MainActor
  public final class FilterStateConnection:
    InteractorFilterStateConnection<DynamicFacetListInteractor>
  {
    /// The group of an attribute's filters, for the attributes that do not use the default.
    public let groupForAttribute: [String: FilterGroup.ID]

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list whose clicks are written.
    ///   - filterState: the filter state written to.
    ///   - groupForAttribute: the group of an attribute, for those that do not use an AND
    ///     group named after themselves.
    public init(
      interactor: DynamicFacetListInteractor, filterState: FilterState,
      groupForAttribute: [String: FilterGroup.ID] = [:]
    ) {
      self.groupForAttribute = groupForAttribute
      super.init(interactor: interactor, filterState: filterState)
    }

    /// The group `attribute`'s filters go to.
    ///
    /// - Parameter attribute: a facet attribute.
    /// - Returns: its group from ``groupForAttribute``, or the AND group named after it.
    public func groupID(for attribute: String) -> FilterGroup.ID {
      groupForAttribute[attribute]
        ?? RefinementOperator.and.groupID(name: attribute, filterType: .facet)
    }

    /// Reads the selections now, on every filter state change and when the attributes shown
    /// change, and writes clicks.
    override public func didConnect() {
      subscribe(to: interactor.onSelectionsComputed) { [self] in write($0) }
      subscribe(to: filterState.onChange) { [self] _ in read() }
      subscribe(to: interactor.onFacetOrderChanged) { [self] _ in read() }
      read()
    }

    /// The attributes whose selections are followed: those shown, those with a group of their
    /// own and those selected.
    private var attributes: Set<String> {
      Set(interactor.orderedFacets.map(\.attribute)).union(groupForAttribute.keys)
        .union(interactor.selections.keys)
    }

    /// The attribute's non-negated facet filters in its group.
    private func filters(of attribute: String) -> [Filter] {
      filterState.getFilters(forGroupWithID: groupID(for: attribute)).filter {
        guard case .facet(let facet) = $0 else { return false }
        return facet.attribute == attribute && !facet.isNegated
      }
    }

    private func read() {
      var selections: [String: Set<String>] = [:]
      for attribute in attributes {
        var values: Set<String> = []
        for case .facet(let facet) in filters(of: attribute) {
          values.insert(facet.value.description)
        }
        if !values.isEmpty { selections[attribute] = values }
      }
      interactor.selections = selections
    }

    /// Replaces the facet filters of every attribute whose selection changed, in one update,
    /// and notifies once (nothing when nothing changed).
    private func write(_ selections: [String: Set<String>]) {
      let changed = attributes.union(selections.keys).filter {
        (selections[$0] ?? []) != (interactor.selections[$0] ?? [])
      }
      guard !changed.isEmpty else { return }
      let current = Dictionary(uniqueKeysWithValues: changed.map { ($0, filters(of: $0)) })
      filterState.update { snapshot in
        for attribute in changed.sorted() {
          let groupID = groupID(for: attribute)
          snapshot.removeAll(current[attribute] ?? [], fromGroupWithID: groupID)
          for value in (selections[attribute] ?? []).sorted() {
            snapshot.add(
              .facet(Filter.Facet(attribute: attribute, stringValue: value)),
              toGroupWithID: groupID)
          }
        }
      }
      filterState.notifyChange()
    }
  }

  /// Connects a filter state: clicks write an attribute's selection to its group, and the
  /// groups' filters are the selections.
  ///
  /// - Parameters:
  ///   - filterState: the filter state written to and read from.
  ///   - groupForAttribute: the group of an attribute, for those that do not use an AND group
  ///     named after themselves.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupForAttribute: [String: FilterGroup.ID] = [:]
  ) -> FilterStateConnection {
    FilterStateConnection(
      interactor: self, filterState: filterState, groupForAttribute: groupForAttribute
    ).connected()
  }
}
