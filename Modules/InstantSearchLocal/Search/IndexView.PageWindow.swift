extension IndexView {
  /// The hits a request may show: from `start` up to `limit` (exclusive) in ranking order.
  struct PageWindow {
    /// The first hit of the requested page.
    var start: Int
    /// One past the last hit of the requested page, capped by `paginationLimitedTo`.
    var limit: Int
  }
}
