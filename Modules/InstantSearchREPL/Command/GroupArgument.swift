/// A filter group as typed in a command: `and:NAME`, `or:NAME` (facets), `or:NAME:numeric`,
/// `or:NAME:tag` or `hierarchical:NAME`.
public struct GroupArgument: Sendable, Hashable, CustomStringConvertible {
  /// How the filters of a group combine, and what they filter on.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Filters joined with AND.
    case and
    /// Facet filters joined with OR.
    case orFacet
    /// Numeric filters joined with OR.
    case orNumeric
    /// Tag filters joined with OR.
    case orTag
    /// A hierarchical facet path.
    case hierarchical
  }

  /// How the group combines its filters.
  public var kind: Kind

  /// The group's name.
  public var name: String

  /// Creates a group argument.
  /// - Parameters:
  ///   - kind: How the group combines its filters.
  ///   - name: Its name.
  public init(kind: Kind, name: String) {
    self.kind = kind
    self.name = name
  }

  /// Reads a group as typed.
  /// - Parameters:
  ///   - text: Such as `or:brand` or `or:price:numeric`.
  ///   - column: Where the text starts, for the error.
  /// - Throws: `CommandError.badGroup` when the text is not a group.
  public init(parsing text: String, column: Int = 1) throws(CommandError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, !parts[1].isEmpty else { throw .badGroup(text, column: column) }
    switch (parts[0], parts.count, parts.count == 3 ? parts[2] : "") {
    case ("and", 2, _): self.init(kind: .and, name: parts[1])
    case ("or", 2, _), ("or", 3, "facet"): self.init(kind: .orFacet, name: parts[1])
    case ("or", 3, "numeric"): self.init(kind: .orNumeric, name: parts[1])
    case ("or", 3, "tag"): self.init(kind: .orTag, name: parts[1])
    case ("hierarchical", 2, _): self.init(kind: .hierarchical, name: parts[1])
    default: throw .badGroup(text, column: column)
    }
  }

  /// The group as it is typed.
  public var description: String {
    switch kind {
    case .and: return "and:\(name)"
    case .orFacet: return "or:\(name)"
    case .orNumeric: return "or:\(name):numeric"
    case .orTag: return "or:\(name):tag"
    case .hierarchical: return "hierarchical:\(name)"
    }
  }
}
