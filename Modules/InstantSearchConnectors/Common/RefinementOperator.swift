import InstantSearchCore

/// How the selected values of a refinement widget combine: all of them (AND) or any of them
/// (OR).
public enum RefinementOperator: Sendable, Hashable {
  /// Records must have every selected value (a conjunctive group).
  case and
  /// Records must have at least one selected value (a disjunctive group, faceted
  /// disjunctively).
  case or

  /// The group a widget writes to: `.and(name:)` or `.or(name:filterType:)` with `filterType`.
  ///
  /// - Parameters:
  ///   - name: the group name (the attribute, by default).
  ///   - filterType: the kind of filter an OR group holds.
  /// - Returns: the group ID.
  public func groupID(name: String, filterType: Filter.Kind) -> FilterGroup.ID {
    switch self {
    case .and: .and(name: name)
    case .or: .or(name: name, filterType: filterType)
    }
  }
}
