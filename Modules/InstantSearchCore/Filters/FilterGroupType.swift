/// A group of filters, conjunctive or disjunctive, as the filters string renders it.
public protocol FilterGroupType: Sendable {
  /// The group's name, if it has one (groups read back from a filters string have none).
  var name: String? { get }
  /// The filters, in the order they render.
  var filters: [any FilterType] { get }
  /// Whether the filters are ORed (`true`) or ANDed (`false`).
  var isDisjunctive: Bool { get }
  /// The identifier of a group of this kind with this name (an empty name when unnamed).
  var id: FilterGroup.ID { get }
  /// A group of the same kind and name holding only the filters `isIncluded` accepts.
  ///
  /// - Parameter isIncluded: decides, for each filter, whether it stays.
  /// - Returns: the filtered group (possibly empty).
  func filtering(_ isIncluded: (Filter) -> Bool) -> Self
}

extension FilterGroupType {
  /// Whether the group has no filter.
  public var isEmpty: Bool { filters.isEmpty }

  /// The filters wrapped in ``Filter``, in order.
  public var erasedFilters: [Filter] { filters.map { $0.eraseToFilter() } }
}
