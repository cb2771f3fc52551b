extension FilterGroup {
  /// The identity of a group in a ``FilterState``: its kind, its name and, for an OR group, the
  /// kind of filter it holds.
  ///
  /// `.or(name: "x", filterType: .facet)`, `.or(name: "x", filterType: .tag)`, `.and(name: "x")`
  /// and `.hierarchical(name: "x")` are four different groups. IDs are ordered as the filters
  /// string orders groups: by name (byte order), then or-facet, or-numeric, or-tag, and,
  /// hierarchical.
  public enum ID: Hashable, Sendable, Comparable {
    /// A disjunctive group of filters of one kind.
    case or(name: String, filterType: Filter.Kind)
    /// A conjunctive group of filters of any kind.
    case and(name: String)
    /// A hierarchical-facet group, conjunctive in the filters string.
    case hierarchical(name: String)

    /// The group's name.
    public var name: String {
      switch self {
      case .or(let name, _), .and(let name), .hierarchical(let name): name
      }
    }

    /// Whether the group ORs its filters.
    public var isDisjunctive: Bool {
      if case .or = self { true } else { false }
    }

    /// Whether the group ANDs its filters (and and hierarchical groups).
    public var isConjunctive: Bool { !isDisjunctive }

    /// The kind of filter the group accepts, or nil when it accepts every kind (and groups);
    /// hierarchical groups accept facets only.
    public var acceptedKind: Filter.Kind? {
      switch self {
      case .or(_, let kind): kind
      case .and: nil
      case .hierarchical: .facet
      }
    }

    /// Whether the group can hold `filter` (an OR group holds one kind, a hierarchical group
    /// facets only).
    ///
    /// - Parameter filter: the candidate filter.
    /// - Returns: whether adding it would store it.
    public func accepts(_ filter: Filter) -> Bool {
      acceptedKind.map { $0 == filter.kind } ?? true
    }

    /// The rank of the kind, the second key of the order.
    var rank: Int {
      switch self {
      case .or(_, let kind): kind.rawValue
      case .and: 3
      case .hierarchical: 4
      }
    }

    /// Orders by name (byte order), then or-facet, or-numeric, or-tag, and, hierarchical.
    public static func < (lhs: ID, rhs: ID) -> Bool {
      let byName = FilterSyntax.compare(lhs.name, rhs.name)
      return byName != 0 ? byName < 0 : lhs.rank < rhs.rank
    }
  }
}

extension FilterGroup.ID: CustomStringConvertible {
  /// `or<name>`, `and<name>` or `hierarchical<name>` (the filter type is not shown).
  public var description: String {
    switch self {
    case .or(let name, _): "or<\(name)>"
    case .and(let name): "and<\(name)>"
    case .hierarchical(let name): "hierarchical<\(name)>"
    }
  }
}
