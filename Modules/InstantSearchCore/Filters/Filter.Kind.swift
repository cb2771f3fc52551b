extension Filter {
  /// The three kinds of filter; an OR group holds filters of one kind only.
  public enum Kind: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Facet filters (``Filter/Facet``).
    case facet
    /// Numeric filters (``Filter/Numeric``).
    case numeric
    /// Tag filters (``Filter/Tag``).
    case tag

    /// Orders kinds as the filters string does: facet, numeric, tag.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
