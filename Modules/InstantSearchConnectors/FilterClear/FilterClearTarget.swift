import InstantSearchCore

/// What a clear applies to: filter groups named by ID, or filters named by attribute.
///
/// With a ``ClearMode``, a target decides exactly which filters a clear removes:
///
/// | target | `.specified` | `.except` |
/// |---|---|---|
/// | `.groups(nil)` | everything | everything |
/// | `.groups([])` | nothing | everything |
/// | `.groups(ids)` | the groups `ids` | every group but `ids` |
/// | `.attributes(names)` | filters on `names` | filters on other attributes |
///
/// Group IDs must match exactly (`.and(name: "x")` is not `.or(name: "x", filterType: .facet)`).
/// A cleared hierarchical group keeps its attributes and loses its filters and path; by
/// attribute, a hierarchical group counts as listed when one of its level attributes (or one of
/// its filters' attributes) is listed, and is then cleared (`.specified`) or kept (`.except`)
/// whole.
public enum FilterClearTarget: Sendable, Hashable {
  /// Groups by ID; `nil` means every group, whatever the mode.
  case groups([FilterGroup.ID]?)
  /// Filters by attribute, in every group.
  case attributes([String])

  /// Removes from `snapshot` what this target and `mode` select.
  ///
  /// - Parameters:
  ///   - snapshot: the groups to clear.
  ///   - mode: whether to clear the target or everything but the target.
  public func clear(_ snapshot: inout FilterStateSnapshot, mode: ClearMode) {
    switch self {
    case .groups(nil):
      snapshot.removeAll()
    case .groups(let ids?):
      switch mode {
      case .specified: snapshot.removeAll(fromGroupWithIDs: ids)
      case .except: snapshot.removeAllExcept(ids)
      }
    case .attributes(let attributes):
      clear(&snapshot, attributes: Set(attributes), mode: mode)
    }
  }

  /// Whether clearing `snapshot` would remove any filter or hierarchical path.
  ///
  /// Empty group entries do not count: clearing them changes nothing anyone can see.
  /// - Parameters:
  ///   - snapshot: the groups as they are.
  ///   - mode: whether to clear the target or everything but the target.
  /// - Returns: whether ``clear(_:mode:)`` would change the filters.
  public func wouldChange(_ snapshot: FilterStateSnapshot, mode: ClearMode) -> Bool {
    var cleared = snapshot
    clear(&cleared, mode: mode)
    return Content(cleared) != Content(snapshot)
  }

  private func clear(
    _ snapshot: inout FilterStateSnapshot,
    attributes: Set<String>,
    mode: ClearMode
  ) {
    let isTargeted: (String) -> Bool = { attributes.contains($0) == (mode == .specified) }
    var hierarchical: [FilterGroup.ID] = []
    var others: [FilterGroup.ID] = []
    for id in snapshot.groupIDs {
      if case .hierarchical = id { hierarchical.append(id) } else { others.append(id) }
    }
    for id in hierarchical {
      let levels = snapshot.hierarchicalAttributes(forGroupWithName: id.name)
      let used = snapshot.getFilters(forGroupWithID: id).map(\.attribute)
      let path = snapshot.hierarchicalFilters(forGroupWithName: id.name).map(\.attribute)
      let isListed = (levels + used + path).contains(where: attributes.contains)
      if isListed == (mode == .specified) {
        snapshot.removeAll(fromGroupWithIDs: [id])
      }
    }
    for id in others {
      let targeted = Set(snapshot.getFilters(forGroupWithID: id).map(\.attribute)).filter(
        isTargeted)
      for attribute in targeted.sorted() {
        snapshot.removeAll(for: attribute, fromGroupWithID: id)
      }
    }
  }

  /// What a clear can change: the filters with their groups, and the hierarchical paths.
  private struct Content: Equatable {
    var filters: Set<FilterAndID>
    var paths: [String: [Filter.Facet]]

    init(_ snapshot: FilterStateSnapshot) {
      filters = snapshot.getFiltersAndID()
      paths = [:]
      for case .hierarchical(let name) in snapshot.groupIDs {
        paths[name] = snapshot.hierarchicalFilters(forGroupWithName: name)
      }
    }
  }
}
