@testable import InstantSearchLocal

extension IndexView {
  /// How many of `matching` (every record when nil) hold each of the column's values, by value
  /// id: the dense counts the tests compare tallies and orders with.
  static func count(_ column: FacetColumn, _ matching: [UInt32]?) -> [Int] {
    guard let matching else { return column.counts }
    return histogram(column, matching).map(Int.init)
  }
}
