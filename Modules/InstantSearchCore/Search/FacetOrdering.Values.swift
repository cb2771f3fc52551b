extension FacetOrdering {
  /// How the values of one facet attribute are ordered: the pinned values first, in their
  /// order, then the others sorted as ``sortRemainingBy`` says; hidden values are never shown.
  public struct Values: Sendable, Hashable {
    /// The values shown first, in this order (`order`), when the response has them.
    public var pinned: [String]
    /// The values never shown (`hide`).
    public var hidden: [String]
    /// How the values that are not pinned are sorted (`sortRemainingBy`, `count` by default).
    public var sortRemainingBy: SortRemainingBy

    /// Creates a value ordering.
    ///
    /// - Parameters:
    ///   - pinned: the values shown first, in order.
    ///   - hidden: the values never shown.
    ///   - sortRemainingBy: how the other values are sorted.
    public init(
      pinned: [String] = [], hidden: [String] = [], sortRemainingBy: SortRemainingBy = .count
    ) {
      self.pinned = pinned
      self.hidden = hidden
      self.sortRemainingBy = sortRemainingBy
    }

    init(reader: JSONFieldReader<SearchError>) throws(SearchError) {
      pinned = try reader.strings("order") ?? []
      hidden = try reader.strings("hide") ?? []
      sortRemainingBy = .count
      if let text = try reader.string("sortRemainingBy") {
        guard let sort = SortRemainingBy(rawValue: text) else {
          throw .decoding(
            path: reader.path(of: "sortRemainingBy"),
            reason: "expected count, alpha or hidden, found \"\(text)\"")
        }
        sortRemainingBy = sort
      }
    }
  }

  /// How the values that are not pinned are sorted.
  public enum SortRemainingBy: String, Sendable, Hashable, CaseIterable {
    /// By count, highest first (ties by value, so the order is stable).
    case count
    /// By value, alphabetically.
    case alpha
    /// Not shown: only the pinned values are.
    case hidden
  }
}
