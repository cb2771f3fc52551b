/// Turns filters and groups into Algolia's filters string.
///
/// Groups render as `( a OR b )` or `( a AND b )`, joined with ` AND `, in the order given;
/// empty groups are skipped. The result is nil when there is no filter at all.
public struct FilterGroupConverter: Sendable {
  /// Creates a converter.
  public init() {}

  /// The filters string of `groups`, in their order, or nil when they hold no filter.
  ///
  /// - Parameter groups: the groups, ANDed.
  /// - Returns: `( … ) AND ( … )`, or nil.
  /// - Complexity: O(total length of the output).
  public func sql(_ groups: [any FilterGroupType]) -> String? {
    FilterTree(
      groups: groups.map {
        FilterTree.Group(filters: $0.erasedFilters, isDisjunctive: $0.isDisjunctive)
      })?.text
  }

  /// The filters string of one group, or nil when it is empty.
  ///
  /// - Parameter group: the group to render, of any kind.
  /// - Returns: `( … )`, or nil.
  public func sql(_ group: any FilterGroupType) -> String? {
    sql([group])
  }

  /// The text of one filter in the filters string: `"brand":"sony"`, `NOT "price" > 10`.
  ///
  /// - Parameter filter: the filter to render, negation and score included.
  /// - Returns: its text.
  public func sql(_ filter: Filter) -> String {
    FilterSyntax.render(filter)
  }

  /// The text of one filter in the filters string.
  ///
  /// - Parameter filter: the filter to render, negation and score included.
  /// - Returns: its text.
  public func sql(_ filter: some FilterType) -> String {
    FilterSyntax.render(filter.eraseToFilter())
  }
}
