extension FilterGroup {
  /// A conjunctive group: every filter must match. It may mix facet, numeric and tag filters.
  public struct And: FilterGroupType {
    /// The group's name, if any.
    public var name: String?
    /// The filters, in the order they render.
    public var filters: [any FilterType]

    /// Creates a conjunctive group.
    ///
    /// - Parameters:
    ///   - filters: the filters, in the order they render.
    ///   - name: the group's name.
    public init(filters: [any FilterType] = [], name: String? = nil) {
      self.filters = filters
      self.name = name
    }

    /// Always `false`: the filters are ANDed.
    public var isDisjunctive: Bool { false }

    /// `.and(name:)` with the group's name (empty when unnamed).
    public var id: FilterGroup.ID { .and(name: name ?? "") }

    /// The same group holding only the filters `isIncluded` accepts.
    ///
    /// - Parameter isIncluded: decides, for each filter, whether it stays.
    /// - Returns: the filtered group.
    public func filtering(_ isIncluded: (Filter) -> Bool) -> And {
      And(filters: filters.filter { isIncluded($0.eraseToFilter()) }, name: name)
    }
  }
}
