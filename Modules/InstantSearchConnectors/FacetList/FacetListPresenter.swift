/// Orders and trims a facet list for display: selected values first (optionally), then by
/// count, then by value; at most `limit` values.
public struct FacetListPresenter: Sendable, Hashable {
  /// Whether selected values come before the others.
  public var selectedFirst: Bool
  /// The most values shown, or nil for all.
  public var limit: Int?

  /// Creates a presenter.
  ///
  /// - Parameters:
  ///   - selectedFirst: whether selected values come first (default `true`).
  ///   - limit: the most values shown (default 10); nil for all.
  public init(selectedFirst: Bool = true, limit: Int? = 10) {
    self.selectedFirst = selectedFirst
    self.limit = limit
  }

  /// The values in display order, trimmed to ``limit``.
  ///
  /// - Parameter items: the values with their selection.
  /// - Returns: the values to show.
  public func present(_ items: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let sorted = items.sorted { lhs, rhs in
      if selectedFirst && lhs.isSelected != rhs.isSelected { return lhs.isSelected }
      if lhs.item.count != rhs.item.count { return lhs.item.count > rhs.item.count }
      return lhs.item.value < rhs.item.value
    }
    guard let limit else { return sorted }
    return Array(sorted.prefix(max(0, limit)))
  }
}
