/// How a search runs over one segment of an index that takes writes (``IndexChanges``): the
/// base built from the records at one time, or the records written since.
struct SegmentScope {
  /// The segment's records that are still current (the base's, less those deleted or
  /// replaced since), `nil` for all.
  var current: Bitmap?
  /// The hits to rank, instead of the request's page: every segment gives its first
  /// `limit`, and the pages are merged.
  var window: IndexView.PageWindow?
  /// The fewest typos among the matches of every segment, which typo tolerance `min` and
  /// `strict` and a virtual replica's relevant sort count from, instead of this segment's.
  var typoFloor: UInt32?
  /// Whether the outcome gives this segment's fewest typos (``SearchOutcome/fewestTypos``).
  var reportsTypos = false
}
