extension Rule {
  /// When a rule applies: its pattern matches the query (with its anchoring), its context is
  /// among the request's `ruleContexts`, and its filters are among the request's filters. A
  /// condition without a pattern matches any query.
  public struct Condition: Sendable, Equatable {
    /// How a pattern must sit in the query.
    public enum Anchoring: String, Sendable, Equatable, CaseIterable {
      /// The whole query.
      case `is`
      /// The query's first words.
      case startsWith
      /// The query's last words.
      case endsWith
      /// Consecutive words anywhere in the query.
      case contains
    }

    /// The words to find, with `{facet:attribute}` placeholders standing for any value of a
    /// facet; nil means no query condition.
    public var pattern: String?
    /// Where the pattern must be.
    public var anchoring: Anchoring
    /// Whether the pattern's words also match their plurals and one-typo variants.
    public var alternatives: Bool
    /// The context the request must name in `ruleContexts`.
    public var context: String?
    /// Filters (the `filters` syntax) the request's filters must include.
    public var filters: String?

    /// Creates a condition.
    ///
    /// - Parameters:
    ///   - pattern: the words to find, or nil.
    ///   - anchoring: where they must be.
    ///   - alternatives: whether plurals and typos count.
    ///   - context: the required rule context.
    ///   - filters: the required filters.
    public init(
      pattern: String? = nil, anchoring: Anchoring = .contains, alternatives: Bool = false,
      context: String? = nil, filters: String? = nil
    ) {
      self.pattern = pattern
      self.anchoring = anchoring
      self.alternatives = alternatives
      self.context = context
      self.filters = filters
    }
  }
}
