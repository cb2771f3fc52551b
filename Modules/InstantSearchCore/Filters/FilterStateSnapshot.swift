/// The groups of a ``FilterState`` as a value: what `onChange` subscribers receive, and the
/// storage the filter state itself mutates.
///
/// Semantics follow InstantSearch's group storage: OR groups hold one kind of filter (others are
/// silently ignored), hierarchical groups hold facets; removing the last filter of a group
/// through ``remove(_:fromGroupWithID:)`` deletes the group, while removals across all groups
/// keep emptied groups as (invisible) empty entries; clearing a hierarchical group keeps its
/// attributes.
public struct FilterStateSnapshot: Sendable, Equatable {
  private(set) var groups: [FilterGroup.ID: StoredGroup] = [:]
  /// The keys of `groups`, kept in the filters string's order.
  private(set) var orderedIDs: [FilterGroup.ID] = []

  /// Creates an empty snapshot.
  public init() {}

  // MARK: Reading

  /// The IDs of every group entry, empty ones included, in the filters string's order.
  public var groupIDs: [FilterGroup.ID] { orderedIDs }

  /// Whether no group holds a filter (hierarchical attributes and paths are not counted).
  public var isEmpty: Bool { groups.values.allSatisfy(\.isEmpty) }

  /// The number of filters across all groups (a filter in two groups counts twice).
  public var count: Int { groups.values.reduce(0) { $0 + $1.count } }

  /// Whether `filter` is in the group `groupID`.
  ///
  /// - Parameters:
  ///   - filter: the exact filter (negation and score included).
  ///   - groupID: the group.
  /// - Returns: whether the group holds it.
  /// - Complexity: O(1).
  public func contains(_ filter: some FilterType, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    contains(filter.eraseToFilter(), inGroupWithID: groupID)
  }

  /// Whether `filter` is in the group `groupID`.
  ///
  /// - Parameters:
  ///   - filter: the exact filter (negation and score included).
  ///   - groupID: the group.
  /// - Returns: whether the group holds it.
  /// - Complexity: O(1).
  public func contains(_ filter: Filter, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    groups[groupID]?.contains(filter) ?? false
  }

  /// Whether `filter` is in any group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether some group holds it.
  /// - Complexity: O(number of groups).
  public func contains(_ filter: some FilterType) -> Bool {
    contains(filter.eraseToFilter())
  }

  /// Whether `filter` is in any group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether some group holds it.
  /// - Complexity: O(number of groups).
  public func contains(_ filter: Filter) -> Bool {
    groups.values.contains { $0.contains(filter) }
  }

  /// The filters of one group, in the order they render.
  ///
  /// - Parameter groupID: the group.
  /// - Returns: its filters (empty if the group does not exist).
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> [Filter] {
    groups[groupID]?.filters ?? []
  }

  /// Every filter, whatever its group.
  ///
  /// - Returns: the set of filters.
  public func getFilters() -> Set<Filter> {
    var all = Set<Filter>()
    for group in groups.values { all.formUnion(group.offsets.keys) }
    return all
  }

  /// Every filter on `attribute`, whatever its group.
  ///
  /// - Parameter attribute: the attribute the filters are on.
  /// - Returns: the set of filters.
  public func getFilters(for attribute: String) -> Set<Filter> {
    getFilters().filter { $0.attribute == attribute }
  }

  /// Every filter with its group and its human-readable text.
  ///
  /// - Returns: the set of (filter, group, text).
  public func getFiltersAndID() -> Set<FilterAndID> {
    var all = Set<FilterAndID>()
    for (id, group) in groups {
      for filter in group.offsets.keys {
        all.insert(FilterAndID(filter: filter, id: id, text: filter.description))
      }
    }
    return all
  }

  /// The attributes of the hierarchy of a hierarchical group.
  ///
  /// - Parameter groupName: the hierarchical group's name.
  /// - Returns: the attributes, or an empty list.
  public func hierarchicalAttributes(forGroupWithName groupName: String) -> [String] {
    groups[.hierarchical(name: groupName)]?.hierarchicalAttributes ?? []
  }

  /// The selected path of a hierarchical group.
  ///
  /// - Parameter groupName: the hierarchical group's name.
  /// - Returns: one facet filter per selected level.
  public func hierarchicalFilters(forGroupWithName groupName: String) -> [Filter.Facet] {
    groups[.hierarchical(name: groupName)]?.hierarchicalFilters ?? []
  }

  /// The attributes of facet filters in OR groups of facets: the attributes that need a
  /// disjunctive facet query.
  public var disjunctiveFacetsAttributes: Set<String> {
    var attributes = Set<String>()
    for (id, group) in groups where id.isDisjunctive && id.acceptedKind == .facet {
      for filter in group.offsets.keys { attributes.insert(filter.attribute) }
    }
    return attributes
  }

  /// The non-empty groups, sorted as the filters string orders them, each with its filters in
  /// render order. Hierarchical groups keep their kind (they render as AND groups).
  ///
  /// - Returns: ``FilterGroup/And``, ``FilterGroup/Or`` and ``FilterGroup/Hierarchical`` values.
  public func toFilterGroups() -> [any FilterGroupType] {
    orderedIDs.compactMap { id in
      let group = groups[id]!
      return group.isEmpty ? nil : Self.makeGroup(id: id, filters: group.filters, stored: group)
    }
  }

  // MARK: The filters string

  /// The filters string: `( a OR b ) AND ( c AND d )`, or nil when there is no filter.
  ///
  /// Groups sort by name (byte order), then or-facet, or-numeric, or-tag, and, hierarchical;
  /// filters inside a group by their text (byte order).
  /// - Complexity: O(G + output length) for G groups: each filter was rendered once, when
  ///   added, each group is kept sorted, and so are the group IDs.
  public var filtersString: String? {
    render(filtering: false, excluding: { _, _ in false })
  }

  /// The filters string without the filters `shouldExclude` selects, or nil when nothing
  /// remains; for disjunctive faceting (one query per refined OR attribute, without it).
  ///
  /// - Parameter shouldExclude: given a group ID and a filter, whether to leave the filter out.
  /// - Returns: the filters string of what remains.
  public func filtersString(excluding shouldExclude: (FilterGroup.ID, Filter) -> Bool) -> String? {
    render(filtering: true, excluding: shouldExclude)
  }

  /// The groups as a typed tree, its text the ``filtersString``; nil when there is no filter.
  public var filterTree: FilterTree? {
    tree(filtering: false, excluding: { _, _ in false })
  }

  /// The typed tree of ``filtersString(excluding:)``: the groups without the filters
  /// `shouldExclude` selects, or nil when nothing remains.
  ///
  /// - Parameter shouldExclude: given a group ID and a filter, whether to leave the filter out.
  /// - Returns: the tree of what remains.
  public func filterTree(excluding shouldExclude: (FilterGroup.ID, Filter) -> Bool) -> FilterTree? {
    tree(filtering: true, excluding: shouldExclude)
  }

  private func tree(
    filtering: Bool,
    excluding shouldExclude: (FilterGroup.ID, Filter) -> Bool
  ) -> FilterTree? {
    var kept: [FilterTree.Group] = []
    let text = render(filtering: filtering, excluding: shouldExclude) { id, filters in
      kept.append(FilterTree.Group(filters: filters, isDisjunctive: id.isDisjunctive))
    }
    return text.map { FilterTree(groups: kept, text: $0) }
  }

  /// The text of the groups, each group's kept filters also handed to `keep`.
  private func render(
    filtering: Bool,
    excluding shouldExclude: (FilterGroup.ID, Filter) -> Bool,
    keep: ((FilterGroup.ID, [Filter]) -> Void)? = nil
  ) -> String? {
    var out: [UInt8] = []
    for id in orderedIDs {
      let group = groups[id]!
      if group.isEmpty { continue }
      let entries =
        filtering ? group.entries.filter { !shouldExclude(id, $0.filter) } : group.entries
      guard !entries.isEmpty else { continue }
      Self.append(entries, of: group, disjunctive: id.isDisjunctive, to: &out)
      keep?(id, entries.map(\.filter))
    }
    return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
  }

  /// Appends `( a OR b )` for `entries` of `group`, copying the text each was rendered to.
  private static func append(
    _ entries: [StoredGroup.Entry], of group: StoredGroup, disjunctive: Bool,
    to out: inout [UInt8]
  ) {
    FilterTree.append(group: entries, disjunctive: disjunctive, to: &out) { entry, out in
      out.append(contentsOf: group.arena[entry.start..<(entry.start + entry.count)])
    }
  }

  // MARK: Writing

  /// Adds `filter` to a group, creating it if needed; a filter the group cannot hold (another
  /// kind in an OR group, a non-facet in a hierarchical group) is ignored.
  ///
  /// - Parameters:
  ///   - filter: the filter to add; it must be of a kind the group holds.
  ///   - groupID: the group.
  /// - Returns: whether the filter was added (false if it was there or is not accepted).
  /// - Complexity: O(log n) comparisons plus a move of the group's array, for n filters.
  @discardableResult
  public mutating func add(_ filter: Filter, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard groupID.accepts(filter) else { return false }
    createIfNeeded(groupID)
    return groups[groupID]!.insert(filter)
  }

  /// Adds `filter` to a group, creating it if needed (ignored if the group cannot hold it).
  ///
  /// - Parameters:
  ///   - filter: the filter to add; it must be of a kind the group holds.
  ///   - groupID: the group.
  /// - Returns: whether the filter was added.
  @discardableResult
  public mutating func add(_ filter: some FilterType, toGroupWithID groupID: FilterGroup.ID) -> Bool
  {
    add(filter.eraseToFilter(), toGroupWithID: groupID)
  }

  /// Removes `filter` from a group, deleting the group if it becomes empty.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func remove(_ filter: some FilterType, fromGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    remove(filter.eraseToFilter(), fromGroupWithID: groupID)
  }

  /// Removes `filter` from the group if it is there, adds it otherwise.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  public mutating func toggle(_ filter: some FilterType, inGroupWithID groupID: FilterGroup.ID) {
    toggle(filter.eraseToFilter(), inGroupWithID: groupID)
  }

  /// Adds filters to a group, creating it if needed; filters the group cannot hold are ignored.
  ///
  /// - Parameters:
  ///   - filters: the filters to add, in any order.
  ///   - groupID: the group.
  /// - Complexity: O((n + k) log(n + k)) for k new filters and n existing ones (one sort).
  public mutating func addAll(
    _ filters: some Sequence<Filter>, toGroupWithID groupID: FilterGroup.ID
  ) {
    let accepted = filters.filter(groupID.accepts)
    guard !accepted.isEmpty else { return }
    createIfNeeded(groupID)
    groups[groupID]!.insert(contentsOf: accepted)
  }

  /// Removes `filter` from a group; the group is deleted if it becomes empty (a hierarchical
  /// group keeps its entry and attributes).
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func remove(_ filter: Filter, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard groups[groupID]?.remove(filter) == true else { return false }
    if groups[groupID]!.isEmpty, !Self.isHierarchical(groupID) { delete(groupID) }
    return true
  }

  /// Removes `filter` from every group; emptied groups stay as empty entries.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func remove(_ filter: Filter) -> Bool {
    var removed = false
    for id in Array(groups.keys) where groups[id]!.contains(filter) {
      removed = groups[id]!.remove(filter) || removed
    }
    return removed
  }

  /// Removes each of `filters` from every group; emptied groups stay as empty entries.
  ///
  /// - Parameter filters: the exact filters.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func removeAll(_ filters: some Sequence<Filter>) -> Bool {
    let set = Set(filters)
    var removed = false
    for id in Array(groups.keys) {
      removed = groups[id]!.removeAll(where: set.contains) || removed
    }
    return removed
  }

  /// Removes `filters` from one group; the group is deleted if it becomes empty.
  ///
  /// - Parameters:
  ///   - filters: the exact filters.
  ///   - groupID: the group.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func removeAll(
    _ filters: some Sequence<Filter>,
    fromGroupWithID groupID: FilterGroup.ID
  ) -> Bool {
    guard groups[groupID] != nil else { return false }
    let set = Set(filters)
    let removed = groups[groupID]!.removeAll(where: set.contains)
    if removed, groups[groupID]!.isEmpty, !Self.isHierarchical(groupID) { delete(groupID) }
    return removed
  }

  /// Clears groups: AND and OR groups are deleted; a hierarchical group keeps its entry and its
  /// attributes, with its filters and path emptied. IDs not present are ignored.
  ///
  /// - Parameter groupIDs: the groups to clear.
  public mutating func removeAll(fromGroupWithIDs groupIDs: some Sequence<FilterGroup.ID>) {
    for id in groupIDs { clear(id) }
  }

  /// Clears every group not in `groupIDs`, as ``removeAll(fromGroupWithIDs:)`` does.
  ///
  /// - Parameter groupIDs: the groups to keep.
  public mutating func removeAllExcept(_ groupIDs: some Sequence<FilterGroup.ID>) {
    let kept = Set(groupIDs)
    for id in Array(groups.keys) where !kept.contains(id) { clear(id) }
  }

  /// Removes the filters on `attribute`, from one group or from all; emptied groups stay as
  /// empty entries.
  ///
  /// - Parameters:
  ///   - attribute: the attribute whose filters are removed.
  ///   - groupID: the group, or nil for every group.
  /// - Returns: whether something was removed.
  @discardableResult
  public mutating func removeAll(
    for attribute: String,
    fromGroupWithID groupID: FilterGroup.ID? = nil
  ) -> Bool {
    let ids = groupID.map { [$0] } ?? Array(groups.keys)
    var removed = false
    for id in ids where groups[id] != nil {
      removed = groups[id]!.removeAll { $0.attribute == attribute } || removed
    }
    return removed
  }

  /// Clears every group (hierarchical attributes are kept).
  public mutating func removeAll() {
    removeAll(fromGroupWithIDs: Array(groups.keys))
  }

  /// Removes `filter` from the group if it is there, adds it otherwise.
  ///
  /// - Parameters:
  ///   - filter: the exact filter (another negation or score counts as another filter).
  ///   - groupID: the group.
  public mutating func toggle(_ filter: Filter, inGroupWithID groupID: FilterGroup.ID) {
    if contains(filter, inGroupWithID: groupID) {
      remove(filter, fromGroupWithID: groupID)
    } else {
      add(filter, toGroupWithID: groupID)
    }
  }

  /// Sets the attributes of a hierarchical group's levels, creating the group if needed.
  ///
  /// - Parameters:
  ///   - attributes: the attributes, top level first.
  ///   - groupName: the hierarchical group's name.
  public mutating func set(
    hierarchicalAttributes attributes: [String], forGroupWithName groupName: String
  ) {
    createIfNeeded(.hierarchical(name: groupName))
    groups[.hierarchical(name: groupName)]!.hierarchicalAttributes = attributes
  }

  /// Sets the selected path of a hierarchical group, creating the group if needed.
  ///
  /// - Parameters:
  ///   - filters: one facet filter per selected level, top level first.
  ///   - groupName: the hierarchical group's name.
  public mutating func set(
    hierarchicalFilters filters: [Filter.Facet], forGroupWithName groupName: String
  ) {
    createIfNeeded(.hierarchical(name: groupName))
    groups[.hierarchical(name: groupName)]!.hierarchicalFilters = filters
  }

  // MARK: Helpers

  private mutating func clear(_ id: FilterGroup.ID) {
    if Self.isHierarchical(id) {
      groups[id]?.clear()
    } else {
      delete(id)
    }
  }

  private mutating func createIfNeeded(_ id: FilterGroup.ID) {
    guard groups[id] == nil else { return }
    groups[id] = StoredGroup()
    var low = 0
    var high = orderedIDs.count
    while low < high {
      let mid = (low + high) / 2
      if id < orderedIDs[mid] { high = mid } else { low = mid + 1 }
    }
    orderedIDs.insert(id, at: low)
  }

  private mutating func delete(_ id: FilterGroup.ID) {
    guard groups.removeValue(forKey: id) != nil else { return }
    var low = 0
    var high = orderedIDs.count
    while low < high {
      let mid = (low + high) / 2
      if orderedIDs[mid] < id { low = mid + 1 } else { high = mid }
    }
    if low < orderedIDs.count, orderedIDs[low] == id {
      orderedIDs.remove(at: low)
    } else if let index = orderedIDs.firstIndex(of: id) {
      orderedIDs.remove(at: index)
    }
  }

  /// Two snapshots are equal when they hold the same groups with the same filters.
  public static func == (lhs: FilterStateSnapshot, rhs: FilterStateSnapshot) -> Bool {
    lhs.groups == rhs.groups
  }

  private static func isHierarchical(_ id: FilterGroup.ID) -> Bool {
    if case .hierarchical = id { true } else { false }
  }

  static func makeGroup(id: FilterGroup.ID, filters: [Filter], stored: StoredGroup?)
    -> any FilterGroupType
  {
    switch id {
    case .and(let name):
      return FilterGroup.And(filters: filters.map(\.filter), name: name)
    case .hierarchical(let name):
      return FilterGroup.Hierarchical(
        filters: filters.compactMap { if case .facet(let f) = $0 { f } else { nil } },
        name: name,
        hierarchicalAttributes: stored?.hierarchicalAttributes ?? [],
        hierarchicalFilters: stored?.hierarchicalFilters ?? [])
    case .or(let name, .facet):
      return FilterGroup.Or(
        filters: filters.compactMap { if case .facet(let f) = $0 { f } else { nil } }, name: name)
    case .or(let name, .numeric):
      return FilterGroup.Or(
        filters: filters.compactMap { if case .numeric(let f) = $0 { f } else { nil } },
        name: name)
    case .or(let name, .tag):
      return FilterGroup.Or(
        filters: filters.compactMap { if case .tag(let f) = $0 { f } else { nil } }, name: name)
    }
  }
}

/// Same as ``FilterStateSnapshot``, under the name InstantSearch iOS gives the `onChange`
/// payload.
public typealias ReadOnlyFiltersContainer = FilterStateSnapshot

extension FilterStateSnapshot: CustomStringConvertible, CustomDebugStringConvertible {
  /// The filters string, or `""` when there is no filter.
  public var description: String { filtersString ?? "" }

  /// `FilterState {}` when empty, otherwise one line per group: ` "name": ( … )`.
  public var debugDescription: String {
    let lines = orderedIDs.compactMap { id -> String? in
      let group = groups[id]!
      guard !group.isEmpty else { return nil }
      var text: [UInt8] = []
      Self.append(group.entries, of: group, disjunctive: id.isDisjunctive, to: &text)
      return " \"\(id.name)\": \(String(decoding: text, as: UTF8.self))"
    }
    return lines.isEmpty ? "FilterState {}" : "FilterState {\n\(lines.joined(separator: "\n"))\n}"
  }
}
