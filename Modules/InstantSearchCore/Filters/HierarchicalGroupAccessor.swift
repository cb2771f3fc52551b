/// Reads and mutates one hierarchical group of a ``FilterState``:
/// `filterState[hierarchical: "name"]`.
///
/// Unlike InstantSearch iOS, ``isEmpty`` and ``filters(for:)`` answer for this group only.
/// Mutations are silent; call ``FilterState/notifyChange()`` afterwards.
@MainActor
public struct HierarchicalGroupAccessor: FilterGroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group: `.hierarchical(name:)`.
  public let groupID: FilterGroup.ID
  private let groupName: String

  /// Creates an accessor for the hierarchical group `groupName` of `filterState`.
  ///
  /// - Parameters:
  ///   - filterState: the filter state the group lives in; held strongly.
  ///   - groupName: the group's name.
  public init(filterState: FilterState, groupName: String) {
    self.filterState = filterState
    self.groupName = groupName
    self.groupID = .hierarchical(name: groupName)
  }

  /// The attributes of the hierarchy's levels, top level first.
  public var hierarchicalAttributes: [String] {
    get { filterState.snapshot.hierarchicalAttributes(forGroupWithName: groupName) }
    nonmutating set {
      filterState.update { $0.set(hierarchicalAttributes: newValue, forGroupWithName: groupName) }
    }
  }

  /// The selected path, one facet filter per level.
  public var hierarchicalFilters: [Filter.Facet] {
    get { filterState.snapshot.hierarchicalFilters(forGroupWithName: groupName) }
    nonmutating set {
      filterState.update { $0.set(hierarchicalFilters: newValue, forGroupWithName: groupName) }
    }
  }

  /// Whether the group holds `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it is there.
  public func contains(_ filter: Filter.Facet) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }

  /// Adds `filter`.
  ///
  /// - Parameter filter: the facet filter.
  public func add(_ filter: Filter.Facet) {
    filterState.add(filter, toGroupWithID: groupID)
  }

  /// Adds several filters.
  ///
  /// - Parameter filters: the facet filters.
  public func addAll(_ filters: [Filter.Facet]) {
    filterState.addAll(filters.map(Filter.facet), toGroupWithID: groupID)
  }

  /// Removes `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it was there.
  @discardableResult
  public func remove(_ filter: Filter.Facet) -> Bool {
    filterState.remove(filter, fromGroupWithID: groupID)
  }

  /// Removes several filters.
  ///
  /// - Parameter filters: the exact filters.
  /// - Returns: whether any was there.
  @discardableResult
  public func removeAll(_ filters: [Filter.Facet]) -> Bool {
    filterState.update { $0.removeAll(filters.map(Filter.facet), fromGroupWithID: groupID) }
  }

  /// Removes `filter` if it is there, adds it otherwise.
  ///
  /// - Parameter filter: the exact filter.
  public func toggle(_ filter: Filter.Facet) {
    filterState.toggle(filter, inGroupWithID: groupID)
  }

  /// The group's filters in render order, optionally only those on `attribute`.
  ///
  /// - Parameter attribute: an attribute to select, or nil for all.
  /// - Returns: the facet filters.
  public func filters(for attribute: String? = nil) -> [Filter.Facet] {
    filterState.getFilters(forGroupWithID: groupID).compactMap { filter in
      guard case .facet(let facet) = filter, attribute == nil || facet.attribute == attribute
      else { return nil }
      return facet
    }
  }
}
