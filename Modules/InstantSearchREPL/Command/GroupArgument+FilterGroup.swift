import InstantSearchCore

extension GroupArgument {
  /// The filter state's ID of this group.
  public var groupID: FilterGroup.ID {
    switch kind {
    case .and: return .and(name: name)
    case .orFacet: return .or(name: name, filterType: .facet)
    case .orNumeric: return .or(name: name, filterType: .numeric)
    case .orTag: return .or(name: name, filterType: .tag)
    case .hierarchical: return .hierarchical(name: name)
    }
  }

  /// The group argument that names the group `id`.
  /// - Parameter id: A filter state's group ID.
  public init(_ id: FilterGroup.ID) {
    switch id {
    case .and(let name): self.init(kind: .and, name: name)
    case .or(let name, .facet): self.init(kind: .orFacet, name: name)
    case .or(let name, .numeric): self.init(kind: .orNumeric, name: name)
    case .or(let name, .tag): self.init(kind: .orTag, name: name)
    case .hierarchical(let name): self.init(kind: .hierarchical, name: name)
    }
  }
}
