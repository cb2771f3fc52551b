/// Counts the facet values of one search's matching records, column after column, choosing for
/// each column the cheapest of three ways:
///
/// - few matches of a column of many values: their values gathered and sorted
///   (``FacetTally/init(sorting:_:)``);
/// - a step for each matching record's value into a histogram (``IndexView/histogram(_:_:)``,
///   which counts the records that do not match when nearly every record does);
/// - when the matches are many and the column's values few: the column's value bitmaps
///   (``FacetColumn/ValueBitmaps``) intersected with the matches as a bitmap, whose cost is a
///   word for each 64 records of each frequent value, whatever the number of matches.
///
/// The matches' bitmap is made once, for the first column that counts by bitmaps, and kept for
/// the next ones (a search counts `brand` and `categories` over the same matches).
struct FacetCounter {
  /// The cost model's steps, in about the time each takes: what decides between a histogram
  /// and the bitmaps.
  enum Cost {
    /// One word of a value's bitmap intersected with the matches' and its bits counted.
    static let word = 1
    /// One posting of a rare value looked up in the matches' bitmap.
    static let posting = 3
    /// One matching record set in the matches' bitmap.
    static let member = 2
    /// One value of a matching record counted into a histogram.
    static let recordValue = 4
  }

  /// The matching records, ascending (every record when nil).
  let matching: [UInt32]?
  /// The matches as a bitmap, once a column needed it.
  private var matches: Bitmap?

  /// A counter of `matching` (every record when nil).
  init(_ matching: [UInt32]?) {
    self.matching = matching
  }

  /// The values of `column` the matching records hold, with their counts.
  mutating func tally(_ column: FacetColumn) -> FacetTally {
    guard let matching else { return FacetTally(counts: column.counts) }
    if FacetTally.isSparse(column, matching.count) {
      return FacetTally(sorting: column, matching)
    }
    return FacetTally(histogram: histogram(column, matching))
  }

  /// How many matching records hold each of `column`'s values, by value id.
  private mutating func histogram(_ column: FacetColumn, _ matching: [UInt32]) -> [UInt32] {
    guard usesBitmaps(column, matching.count) else {
      return IndexView.histogram(column, matching)
    }
    let bitmaps = column.valueBitmaps
    let matches =
      self.matches
      ?? Bitmap(capacity: Int(matching.last.map { $0 + 1 } ?? 0), members: matching)
    self.matches = matches
    return bitmaps.histogram(column, matches)
  }

  /// Whether counting `column` over `count` matches costs less by its value bitmaps than by
  /// the matches' values (never when nearly every record matches: the few that do not are
  /// counted then).
  func usesBitmaps(_ column: FacetColumn, _ count: Int) -> Bool {
    guard !IndexView.isNearlyAll(count, of: column.recordCount) else { return false }
    let byValues = count * column.valuesPerRecord * Cost.recordValue
    // A quick no for a search of few matches, before the bitmaps are made.
    guard byValues > (column.recordCount / 64) * Cost.word else { return false }
    let byBitmaps = column.valueBitmaps.cost + (matches == nil ? count * Cost.member : 0)
    return byBitmaps < byValues
  }
}
