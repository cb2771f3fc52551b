/// Lays the levels of a hierarchical menu out as a tree: every value of the top level, and
/// under each selected value the values of the next level that descend from it, each level
/// sorted by ``order``. Values of a level whose parent is not selected are left out, so counts
/// of a deeper level that the main query returned anyway never show.
///
/// Complexity: O(n log n) in the number of values of the shown levels.
public struct HierarchicalPresenter: Sendable, Hashable {
  /// How the values of one parent are ordered.
  public enum Order: Sendable, Hashable {
    /// By label, alphabetically (the default, as a category menu reads).
    case label
    /// By count, largest first, then by label.
    case count
  }

  /// How the values of one parent are ordered.
  public var order: Order

  /// Creates a presenter.
  ///
  /// - Parameter order: how the values of one parent are ordered (by label by default).
  public init(order: Order = .label) {
    self.order = order
  }

  /// The rows in tree order.
  ///
  /// - Parameters:
  ///   - levels: the values of each level, top level first.
  ///   - selections: the selected path, one full value per level.
  ///   - separator: the text between the components of a value (`" > "`).
  /// - Returns: the rows to show.
  public func present(levels: [[Facet]], selections: [String], separator: String)
    -> [HierarchicalFacet]
  {
    rows(levels: levels, level: 0, parent: nil, selections: selections, separator: separator)
  }

  private func rows(
    levels: [[Facet]], level: Int, parent: String?, selections: [String], separator: String
  ) -> [HierarchicalFacet] {
    guard levels.indices.contains(level) else { return [] }
    let prefix = parent.map { $0 + separator }
    let children = levels[level].filter { facet in
      guard let prefix else { return true }
      return facet.value.hasPrefix(prefix) && facet.value.count > prefix.count
    }
    let selected = selections.indices.contains(level) ? selections[level] : nil
    var result: [HierarchicalFacet] = []
    for facet in sorted(children, separator: separator) {
      let isSelected = facet.value == selected
      result.append(
        HierarchicalFacet(
          facet: facet, level: level, isSelected: isSelected, separator: separator))
      if isSelected {
        result += rows(
          levels: levels, level: level + 1, parent: facet.value, selections: selections,
          separator: separator)
      }
    }
    return result
  }

  private func sorted(_ facets: [Facet], separator: String) -> [Facet] {
    facets.sorted { lhs, rhs in
      if order == .count, lhs.count != rhs.count { return lhs.count > rhs.count }
      return lhs.value < rhs.value
    }
  }

  /// The last component of `value` (`Speaker` in `Audio > Speaker`).
  ///
  /// - Parameters:
  ///   - value: a full path.
  ///   - separator: the text between components.
  /// - Returns: the component after the last separator, or the whole value.
  public static func label(of value: String, separator: String) -> String {
    guard !separator.isEmpty, let last = value.ranges(of: separator).last else { return value }
    return String(value[last.upperBound...])
  }
}
