/// A filter of any kind: the type-erased form of ``Filter/Facet``, ``Filter/Numeric`` and
/// ``Filter/Tag``.
public enum Filter: Hashable, Sendable {
  /// A facet filter (`"brand":"sony"`).
  case facet(Facet)
  /// A numeric filter (`"price" > 10` or `"price":10 TO 20`).
  case numeric(Numeric)
  /// A tag filter (`"_tags":"new"`).
  case tag(Tag)

  /// Wraps a concrete filter.
  ///
  /// - Parameter filter: a facet, numeric or tag filter.
  public init(_ filter: some FilterType) {
    self = filter.eraseToFilter()
  }

  /// Wraps a concrete filter given as an existential.
  ///
  /// - Parameter filter: a facet, numeric or tag filter.
  public init(_ filter: any FilterType) {
    self = filter.eraseToFilter()
  }

  /// The wrapped filter.
  public var filter: any FilterType {
    switch self {
    case .facet(let facet): facet
    case .numeric(let numeric): numeric
    case .tag(let tag): tag
    }
  }

  /// The kind of the wrapped filter.
  public var kind: Kind {
    switch self {
    case .facet: .facet
    case .numeric: .numeric
    case .tag: .tag
    }
  }

  /// The attribute of the wrapped filter (`_tags` for a tag).
  public var attribute: String {
    switch self {
    case .facet(let facet): facet.attribute
    case .numeric(let numeric): numeric.attribute
    case .tag(let tag): tag.attribute
    }
  }

  /// Whether the wrapped filter is negated.
  public var isNegated: Bool {
    switch self {
    case .facet(let facet): facet.isNegated
    case .numeric(let numeric): numeric.isNegated
    case .tag(let tag): tag.isNegated
    }
  }
}

extension Filter: CustomStringConvertible {
  /// The human-readable text of the wrapped filter (`brand: sony`, `price < 3`, `new`).
  public var description: String { filter.description }
}
