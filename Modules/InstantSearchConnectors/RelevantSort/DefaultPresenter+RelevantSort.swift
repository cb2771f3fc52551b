extension DefaultPresenter {
  /// The default presenter of relevant sort: the banner's text and its button's title.
  public enum RelevantSort {
    /// `312 relevant results of 10000` with `show all`, or `all 10000 results` with
    /// `show relevant only`; nil when relevant sort does not apply.
    public static let present:
      @MainActor @Sendable (RelevantSortState?) -> (hint: String, toggleTitle: String)? = {
        state in
        guard let state else { return nil }
        switch state.priority {
        case .relevancy:
          let results = state.sortedHitsCount == 1 ? "result" : "results"
          return (
            "\(state.sortedHitsCount) relevant \(results) of \(state.totalHitsCount)", "show all"
          )
        case .hitsCount:
          return ("all \(state.totalHitsCount) results", "show relevant only")
        }
      }
  }
}
