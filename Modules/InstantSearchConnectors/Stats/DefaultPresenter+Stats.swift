extension DefaultPresenter {
  /// The default presenter of stats.
  public enum Stats {
    /// `1 hit`, `1234 hits in 3 ms`; nil when there are no stats.
    public static let present: @MainActor @Sendable (SearchStats?) -> String? = { stats in
      guard let stats else { return nil }
      let hits = stats.totalHitsCount == 1 ? "1 hit" : "\(stats.totalHitsCount) hits"
      guard let time = stats.processingTimeMS else { return hits }
      return "\(hits) in \(time) ms"
    }
  }
}
