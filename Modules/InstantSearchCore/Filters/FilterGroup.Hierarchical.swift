extension FilterGroup {
  /// A hierarchical-facet group: conjunctive facet filters (normally one, the deepest selected
  /// level), with the hierarchy's attributes and the selected path.
  public struct Hierarchical: FilterGroupType {
    /// The group's name, if any.
    public var name: String?
    /// The facet filters, in the order they render.
    public var typedFilters: [Filter.Facet]
    /// The attributes of the hierarchy's levels (`categories.lvl0`, `categories.lvl1`, ...).
    public var hierarchicalAttributes: [String]
    /// The selected path, one facet filter per level.
    public var hierarchicalFilters: [Filter.Facet]

    /// Creates a hierarchical group.
    ///
    /// - Parameters:
    ///   - filters: the facet filters, in the order they render.
    ///   - name: the group's name.
    ///   - hierarchicalAttributes: the attributes of the levels.
    ///   - hierarchicalFilters: the selected path.
    public init(
      filters: [Filter.Facet] = [],
      name: String? = nil,
      hierarchicalAttributes: [String] = [],
      hierarchicalFilters: [Filter.Facet] = []
    ) {
      self.typedFilters = filters
      self.name = name
      self.hierarchicalAttributes = hierarchicalAttributes
      self.hierarchicalFilters = hierarchicalFilters
    }

    /// The filters, in the order they render.
    public var filters: [any FilterType] { typedFilters }

    /// Always `false`: the filters are ANDed.
    public var isDisjunctive: Bool { false }

    /// `.hierarchical(name:)` with the group's name (empty when unnamed).
    public var id: FilterGroup.ID { .hierarchical(name: name ?? "") }

    /// The same group holding only the filters `isIncluded` accepts (the hierarchy is kept).
    ///
    /// - Parameter isIncluded: decides, for each filter, whether it stays.
    /// - Returns: the filtered group.
    public func filtering(_ isIncluded: (Filter) -> Bool) -> Hierarchical {
      var copy = self
      copy.typedFilters = typedFilters.filter { isIncluded(.facet($0)) }
      return copy
    }
  }
}
