/// The filters of a search: named groups of facet, numeric and tag filters, rendered as
/// Algolia's `filters` string.
///
/// Mutations are silent; `onChange` fires when you call ``notifyChange()`` or run commands with
/// ``notify(_:)-(FilterState.Command...)`` (once per call, even if nothing changed), carrying a
/// ``FilterStateSnapshot`` of the groups. Use the group accessors to mutate:
///
/// ```swift
/// filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "sony"))
/// filterState[and: "price"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100))
/// filterState.notifyChange()
/// filterState.filtersString  // ( "brand":"sony" ) AND ( "price" < 100 )
/// ```
@MainActor
public final class FilterState {
  /// The groups, as a value.
  public private(set) var snapshot: FilterStateSnapshot

  /// Fires a snapshot of the groups on ``notifyChange()`` and ``notify(_:)-(FilterState.Command...)``;
  /// late subscribers can replay the last one with `subscribePast`.
  public let onChange = Observer<FilterStateSnapshot>()

  /// Creates an empty filter state.
  /// - Complexity: O(1).
  public init() {
    snapshot = FilterStateSnapshot()
  }

  /// Creates a filter state with the groups of `snapshot`.
  ///
  /// - Parameter snapshot: the groups to start with.
  /// - Complexity: O(1): the groups are shared with `snapshot` until one side changes.
  public init(_ snapshot: FilterStateSnapshot) {
    self.snapshot = snapshot
  }

  /// Creates a filter state with a copy of another's groups (not its subscribers).
  ///
  /// - Parameter other: the filter state to copy.
  /// - Complexity: O(1): the groups are shared until one side changes.
  public convenience init(_ other: FilterState) {
    self.init(other.snapshot)
  }

  /// Replaces the groups with a copy of another filter state's groups, without notifying.
  ///
  /// - Parameter other: the filter state to copy.
  /// - Complexity: O(1): the groups are shared until one side changes.
  public func setWithContent(of other: FilterState) {
    snapshot = other.snapshot
  }

  /// Replaces the groups with those of a snapshot, without notifying.
  ///
  /// - Parameter snapshot: the groups to take.
  /// - Complexity: O(1): the groups are shared until one side changes.
  public func setWithContent(of snapshot: FilterStateSnapshot) {
    self.snapshot = snapshot
  }

  /// Fires `onChange` with the current groups, whether or not anything changed.
  /// - Complexity: O(1) plus the subscribers' work: the snapshot is shared, not copied.
  ///   Because subscribers and the observer keep it, the next mutation copies what it touches
  ///   (the group table, O(G) for G groups, and the changed group, O(n) for its n filters).
  public func notifyChange() {
    onChange.fire(snapshot)
  }

  // MARK: Reading

  /// The filters string, or nil when there is no filter.
  ///
  /// - Complexity: O(G + output length) for G groups.
  public var filtersString: String? { snapshot.filtersString }

  /// The filters string without the filters `shouldExclude` selects (for disjunctive
  /// faceting), or nil when nothing remains.
  ///
  /// - Parameter shouldExclude: given a group ID and a filter, whether to leave it out.
  /// - Returns: the filters string of what remains.
  /// - Complexity: O(N + output length) for N filters: the predicate runs once per filter.
  public func filtersString(excluding shouldExclude: (FilterGroup.ID, Filter) -> Bool) -> String? {
    snapshot.filtersString(excluding: shouldExclude)
  }

  /// Whether no group holds a filter.
  /// - Complexity: O(G) for G groups.
  public var isEmpty: Bool { snapshot.isEmpty }

  /// The IDs of every group entry, in the filters string's order.
  /// - Complexity: O(1): the list is kept in order.
  public var groupIDs: [FilterGroup.ID] { snapshot.groupIDs }

  /// The non-empty groups, sorted as the filters string orders them.
  ///
  /// - Returns: the groups with their filters in render order.
  /// - Complexity: O(N) for N filters.
  public func toFilterGroups() -> [any FilterGroupType] { snapshot.toFilterGroups() }

  /// The attributes of facet filters in OR groups of facets.
  /// - Complexity: O(N) for the N filters of OR groups of facets.
  public var disjunctiveFacetsAttributes: Set<String> { snapshot.disjunctiveFacetsAttributes }

  /// Whether `filter` is in the group `groupID`.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether the group holds it.
  /// - Complexity: O(1) on average (a hash lookup).
  public func contains(_ filter: Filter, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    snapshot.contains(filter, inGroupWithID: groupID)
  }

  /// Whether `filter` is in any group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether some group holds it.
  /// - Complexity: O(G) for G groups.
  public func contains(_ filter: Filter) -> Bool { snapshot.contains(filter) }

  /// Every filter, whatever its group.
  ///
  /// - Returns: the set of filters.
  /// - Complexity: O(N) for N filters.
  public func getFilters() -> Set<Filter> { snapshot.getFilters() }

  /// Every filter on `attribute`.
  ///
  /// - Parameter attribute: the attribute the filters are on.
  /// - Returns: the set of filters.
  /// - Complexity: O(N) for N filters.
  public func getFilters(for attribute: String) -> Set<Filter> {
    snapshot.getFilters(for: attribute)
  }

  /// The filters of one group, in render order.
  ///
  /// - Parameter groupID: the group.
  /// - Returns: its filters.
  /// - Complexity: O(n) for the n filters of the group.
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> [Filter] {
    snapshot.getFilters(forGroupWithID: groupID)
  }

  /// Every filter with its group and its human-readable text.
  ///
  /// - Returns: the set of (filter, group, text).
  /// - Complexity: O(N) for N filters, plus writing each filter's text.
  public func getFiltersAndID() -> Set<FilterAndID> { snapshot.getFiltersAndID() }

  // MARK: Writing (silent: call notifyChange() afterwards)

  /// Adds `filter` to a group (ignored if the group cannot hold it).
  ///
  /// - Parameters:
  ///   - filter: the filter to add; it must be of a kind the group holds.
  ///   - groupID: the group.
  /// - Returns: whether it was added.
  /// - Complexity: O(log n) comparisons plus moving the filters that sort after it (none when it sorts
  ///   last), for n filters in the group; the filter's text is written once, here.
  @discardableResult
  public func add(_ filter: Filter, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    snapshot.add(filter, toGroupWithID: groupID)
  }

  /// Adds filters to a group (those it cannot hold are ignored).
  ///
  /// - Parameters:
  ///   - filters: the filters to add, in any order.
  ///   - groupID: the group.
  /// - Complexity: O((n + k) log(n + k)) for k new filters and n in the group: one sort.
  public func addAll(_ filters: some Sequence<Filter>, toGroupWithID groupID: FilterGroup.ID) {
    snapshot.addAll(filters, toGroupWithID: groupID)
  }

  /// Removes `filter` from a group (deleting the group if it becomes empty).
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether something was removed.
  /// - Complexity: O(log n + n) for n filters in the group: a search, then a removal from its list.
  @discardableResult
  public func remove(_ filter: Filter, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    snapshot.remove(filter, fromGroupWithID: groupID)
  }

  /// Removes `filter` from every group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether something was removed.
  /// - Complexity: O(G) lookups for G groups, plus a removal in each group that holds it.
  @discardableResult
  public func remove(_ filter: Filter) -> Bool { snapshot.remove(filter) }

  /// Removes each of `filters` from every group.
  ///
  /// - Parameter filters: the exact filters.
  /// - Returns: whether something was removed.
  /// - Complexity: O(N + k) for N filters in the state and k given: one pass over every group.
  @discardableResult
  public func removeAll(_ filters: some Sequence<Filter>) -> Bool {
    snapshot.removeAll(filters)
  }

  /// Clears groups (a hierarchical group keeps its attributes); absent IDs are ignored.
  ///
  /// - Parameter groupIDs: the groups to clear.
  /// - Complexity: O(k × G + m) for k IDs, G groups and m filters released.
  public func removeAll(fromGroupWithIDs groupIDs: some Sequence<FilterGroup.ID>) {
    snapshot.removeAll(fromGroupWithIDs: groupIDs)
  }

  /// Clears every group not in `groupIDs`.
  ///
  /// - Parameter groupIDs: the groups to keep.
  /// - Complexity: O(G² + m) in the worst case, for G groups and m filters released.
  public func removeAllExcept(_ groupIDs: some Sequence<FilterGroup.ID>) {
    snapshot.removeAllExcept(groupIDs)
  }

  /// Removes the filters on `attribute`, from one group or from all.
  ///
  /// - Parameters:
  ///   - attribute: the attribute whose filters are removed.
  ///   - groupID: the group, or nil for every group.
  /// - Returns: whether something was removed.
  /// - Complexity: O(n) for the n filters of the group, or O(N) for all N filters with no group.
  @discardableResult
  public func removeAll(for attribute: String, fromGroupWithID groupID: FilterGroup.ID? = nil)
    -> Bool
  {
    snapshot.removeAll(for: attribute, fromGroupWithID: groupID)
  }

  /// Clears every group (hierarchical attributes are kept).
  /// - Complexity: O(G² + N) in the worst case, for G groups and N filters released.
  public func removeAll() { snapshot.removeAll() }

  /// Removes `filter` from the group if it is there, adds it otherwise.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Complexity: That of a removal or an addition in the group, O(log n + n) for n filters.
  public func toggle(_ filter: Filter, inGroupWithID groupID: FilterGroup.ID) {
    snapshot.toggle(filter, inGroupWithID: groupID)
  }

  /// Mutates the groups in place, without notifying.
  ///
  /// - Parameter body: the mutation.
  /// - Returns: what `body` returns.
  /// - Complexity: O(1) plus what `body` does to the snapshot, which it mutates in place.
  @discardableResult
  public func update<Result>(_ body: (inout FilterStateSnapshot) throws -> Result) rethrows
    -> Result
  {
    try body(&snapshot)
  }
}

extension FilterState: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
  /// The filters string, or `""` when there is no filter.
  public var description: String { snapshot.description }

  /// `FilterState {}` when empty, otherwise one line per group.
  public var debugDescription: String { snapshot.debugDescription }
}
