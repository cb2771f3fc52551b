import InstantSearchCore

/// What a response from a virtual replica says about relevant sort: the priority applied and
/// how many hits it sorted out of how many matched.
public struct RelevantSortState: Sendable, Hashable {
  /// The priority the engine applied.
  public var priority: RelevantSortPriority
  /// How many hits relevant sort kept (`nbSortedHits`) and how many records matched
  /// (`nbHits`).
  public var sortedHitsCount: Int, totalHitsCount: Int

  /// Creates a state: `priority` kept `sortedHitsCount` of `totalHitsCount` hits.
  public init(priority: RelevantSortPriority, sortedHitsCount: Int, totalHitsCount: Int) {
    (self.priority, self.sortedHitsCount) = (priority, sortedHitsCount)
    self.totalHitsCount = totalHitsCount
  }

  /// Reads a response: nil when it is not from a virtual replica (no `nbSortedHits`). The
  /// priority comes from `appliedRelevancyStrictness`; a response without it reads as
  /// ``RelevantSortPriority/relevancy`` when it sorted some hits, as InstantSearch iOS reads
  /// it.
  ///
  /// - Parameter response: a search response.
  public init?(_ response: SearchResponse) {
    guard let sorted = response.additional["nbSortedHits"]?.doubleValue else { return nil }
    let sortedHitsCount = Int(exactly: sorted.rounded()) ?? 0
    let priority =
      response.additional["appliedRelevancyStrictness"]?.doubleValue.map {
        RelevantSortPriority(relevancyStrictness: Int(exactly: $0.rounded()) ?? 0)
      } ?? (sortedHitsCount > 0 ? .relevancy : .hitsCount)
    self.init(
      priority: priority, sortedHitsCount: sortedHitsCount, totalHitsCount: response.nbHits)
  }
}
