/// What a search on a virtual replica (relevant sort) favours: fewer, more relevant hits, or
/// every hit. It folds the `relevancyStrictness` parameter (0 to 100) into two states, as
/// InstantSearch iOS's `RelevantSortPriority` does.
public enum RelevantSortPriority: Sendable, Hashable {
  /// Only the relevant hits (a strictness above 0; 100 when asked for).
  case relevancy
  /// Every hit (a strictness of 0).
  case hitsCount

  /// The priority a strictness gives: ``relevancy`` above 0, ``hitsCount`` at 0 or below.
  ///
  /// - Parameter relevancyStrictness: the strictness applied (`appliedRelevancyStrictness`).
  public init(relevancyStrictness: Int) {
    self = relevancyStrictness > 0 ? .relevancy : .hitsCount
  }

  /// The strictness to send for this priority: 100 or 0.
  public var relevancyStrictness: Int {
    switch self {
    case .relevancy: 100
    case .hitsCount: 0
    }
  }

  /// The other priority, the one a click switches to.
  public var toggled: RelevantSortPriority {
    switch self {
    case .relevancy: .hitsCount
    case .hitsCount: .relevancy
    }
  }
}
