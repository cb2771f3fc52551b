extension FilterGroup {
  /// A disjunctive group: at least one filter must match. All its filters are of one kind, as
  /// Algolia requires.
  public struct Or<T: FilterType>: FilterGroupType {
    /// The group's name, if any.
    public var name: String?
    /// The filters, typed, in the order they render.
    public var typedFilters: [T]

    /// Creates a disjunctive group.
    ///
    /// - Parameters:
    ///   - filters: the filters, in the order they render.
    ///   - name: the group's name.
    public init(filters: [T] = [], name: String? = nil) {
      self.typedFilters = filters
      self.name = name
    }

    /// The filters, in the order they render.
    public var filters: [any FilterType] { typedFilters }

    /// Always `true`: the filters are ORed.
    public var isDisjunctive: Bool { true }

    /// `.or(name:filterType:)` with the group's name (empty when unnamed) and `T`'s kind.
    public var id: FilterGroup.ID { .or(name: name ?? "", filterType: T.kind) }

    /// The same group holding only the filters `isIncluded` accepts.
    ///
    /// - Parameter isIncluded: decides, for each filter, whether it stays.
    /// - Returns: the filtered group.
    public func filtering(_ isIncluded: (Filter) -> Bool) -> Or<T> {
      Or(filters: typedFilters.filter { isIncluded($0.eraseToFilter()) }, name: name)
    }
  }
}
