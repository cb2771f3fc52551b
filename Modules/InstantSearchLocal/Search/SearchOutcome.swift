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
  /// For each query word, what else it matched (plural forms, synonyms), for highlighting.
  var alternatives: [[Highlighter.Alternative]] = []
  /// Whether highlights show the query's word for a synonym match.
  var replaceSynonymsInHighlight = false
  /// For each record of the page, its geo match, when the search is a geo search.
  var pageGeo: [IndexView.GeoMatch] = []
  /// The records' filter scores, when the request scores filters (`_rankingInfo.filters`).
  var filterScores: FilterScores?
  /// For a virtual replica, how many hits the relevant sort ordered.
  var nbSortedHits: Int?
  /// The ranking keys of the page's records, and their layout, when the search ranked them
  /// (a query with words or a geo search, without `distinct`).
  var pageKeys: [UInt128] = []
  var layout: RankingLayout?
  /// The fewest typos among the matches, when ``SegmentScope/reportsTypos`` asks for it.
  var fewestTypos: UInt32?
}
