extension Filter {
  /// A tag filter: the record's `_tags` contain a value.
  public struct Tag: FilterType, ExpressibleByStringLiteral {
    /// The kind of every tag filter.
    public static var kind: Filter.Kind { .tag }

    /// The attribute of every tag filter: `_tags`.
    public var attribute: String { "_tags" }
    /// The tag.
    public let value: String
    /// Whether the filter is negated.
    public var isNegated: Bool

    /// Creates a tag filter.
    ///
    /// - Parameters:
    ///   - value: the tag.
    ///   - isNegated: whether the filter is negated.
    public init(value: String, isNegated: Bool = false) {
      self.value = value
      self.isNegated = isNegated
    }

    /// Creates a tag filter from a literal: `let tag: Filter.Tag = "new"`.
    ///
    /// - Parameter value: the tag.
    public init(stringLiteral value: String) {
      self.init(value: value)
    }

    /// Wraps the filter in ``Filter``.
    public func eraseToFilter() -> Filter { .tag(self) }

    /// The tag itself (with `NOT ` in front when negated).
    public var description: String { (isNegated ? "NOT " : "") + value }
  }
}
