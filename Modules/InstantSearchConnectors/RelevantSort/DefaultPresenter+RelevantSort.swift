extension DefaultPresenter {
  /// The default presenter of relevant sort: the banner's text and its button's title.
  public enum RelevantSort {
    /// The text and title of a state: `312 relevant results of 10000` with `show all`, or
    /// `all 10000 results` with `show relevant only`; nil when relevant sort does not apply.
    public typealias Presenter =
      @MainActor @Sendable (RelevantSortState?) -> (hint: String, toggleTitle: String)?

    /// `312 relevant results of 10000` with `show all`, or `all 10000 results` with
    /// `show relevant only`; nil when relevant sort does not apply. Counts are plain digits.
    public static let present: Presenter = presenter(writingNumbers: { String($0) })

    /// The wording of ``present`` with the counts written by `number`, so a view can write
    /// them as it writes its other counts (a terminal groups thousands: `1,915 relevant
    /// results of 2,000`).
    ///
    /// - Parameter number: writes one count; called on the main actor.
    /// - Returns: the presenter.
    public static func presenter(
      writingNumbers number: @escaping @Sendable (Int) -> String
    ) -> Presenter {
      { state in
        guard let state else { return nil }
        switch state.priority {
        case .relevancy:
          let results = state.sortedHitsCount == 1 ? "result" : "results"
          return (
            "\(number(state.sortedHitsCount)) relevant \(results) of "
              + number(state.totalHitsCount),
            "show all"
          )
        case .hitsCount:
          return ("all \(number(state.totalHitsCount)) results", "show relevant only")
        }
      }
    }
  }
}
