/// What a search found, before it is written as a response.
struct SearchOutcome {
  /// The query words and the terms they matched.
  var words: [QueryWord] = []
  /// How many records match.
  var nbHits = 0
  /// The records of the requested page, in ranking order.
  var pageRecords: [UInt32] = []
  /// The matching records ascending, or `nil` when every record matches.
  var matching: [UInt32]?
  /// For each record of the page, where each query word matched it (see ``WordMatch``).
  var pagePlaces: [[UInt32]] = []
  /// For a virtual replica, how many hits the relevant sort ordered.
  var nbSortedHits: Int?
}
