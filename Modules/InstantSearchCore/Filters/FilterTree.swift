/// Filters as typed groups: every group must hold; an OR group holds when any of its filters
/// does, an AND group when all of them do.
///
/// This is what a ``FilterState`` hands a search: its groups, typed, so that a service that
/// evaluates filters itself (the local engine) reads them without parsing text, while a service
/// that speaks the REST API writes ``text``, the filters string the groups render to.
///
/// ```swift
/// let tree = filterState.snapshot.filterTree
/// tree?.text  // ( "brand":"Sony" OR "brand":"LG" ) AND ( "price" < 500 )
/// ```
public struct FilterTree: Sendable, Hashable {
  /// One group of filters.
  public struct Group: Sendable, Hashable {
    /// The filters, in the order they render.
    public var filters: [Filter]
    /// Whether any one filter is enough (OR), rather than all of them (AND).
    public var isDisjunctive: Bool

    /// Creates a group.
    /// - Parameters:
    ///   - filters: the filters, in render order.
    ///   - isDisjunctive: true for an OR group, false for an AND group.
    public init(filters: [Filter], isDisjunctive: Bool) {
      self.filters = filters
      self.isDisjunctive = isDisjunctive
    }
  }

  /// The groups, ANDed, in render order; none is empty.
  public let groups: [Group]
  /// The filters string of the groups: `( a OR b ) AND ( c AND d )`.
  public let text: String

  /// Creates a tree of groups, rendering its text; empty groups are left out, and the tree is
  /// nil when no group holds a filter.
  /// - Parameter groups: the groups, in render order.
  public init?(groups: [Group]) {
    let kept = groups.filter { !$0.filters.isEmpty }
    guard !kept.isEmpty else { return nil }
    var out: [UInt8] = []
    for group in kept {
      FilterTree.append(group: group.filters, disjunctive: group.isDisjunctive, to: &out) {
        FilterSyntax.render($0, into: &$1)
      }
    }
    self.init(groups: kept, text: String(decoding: out, as: UTF8.self))
  }

  /// A tree whose text the caller rendered with ``append(group:disjunctive:to:filter:)``.
  init(groups: [Group], text: String) {
    self.groups = groups
    self.text = text
  }

  /// The tree of these groups followed by those of `other`, all ANDed.
  /// - Parameter other: the groups to add after these.
  /// - Returns: the joined tree.
  public func and(_ other: FilterTree) -> FilterTree {
    FilterTree(groups: groups + other.groups, text: text + " AND " + other.text)
  }

  /// Appends one group's text, ` AND `-separated from what `out` already holds:
  /// `( a OR b )`, the filters written by `filter`.
  static func append<Filters: Collection>(
    group filters: Filters, disjunctive: Bool, to out: inout [UInt8],
    filter: (Filters.Element, inout [UInt8]) -> Void
  ) {
    let separator: StaticString = disjunctive ? " OR " : " AND "
    var wroteAny = false
    for element in filters {
      if wroteAny {
        separator.withUTF8Buffer { out.append(contentsOf: $0) }
      } else {
        if !out.isEmpty { out.append(contentsOf: " AND ".utf8) }
        out.append(contentsOf: "( ".utf8)
        wroteAny = true
      }
      filter(element, &out)
    }
    if wroteAny { out.append(contentsOf: " )".utf8) }
  }
}
