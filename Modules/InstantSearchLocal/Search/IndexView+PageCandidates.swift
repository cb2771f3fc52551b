extension IndexView {
  /// Keeps only the matches that can reach the first `limit` hits when typo is the first
  /// ranking criterion: the records of the fewest-typo buckets that hold `limit` records
  /// (typos capped as the ranking key caps them). Every record left out has more typos than
  /// `limit` records kept, so the page is the same, for a fraction of the keys computed.
  ///
  /// `records` stays ascending; `places`, `geo` and `geoMatches` stay aligned with it.
  /// Complexity: O(*n* × query words).
  func keepPageCandidates(
    layout: RankingLayout, limit: Int, records: inout [UInt32], places: inout [[UInt32]],
    geo: inout [UInt32]?, geoMatches: inout [GeoMatch]
  ) {
    guard case .typo? = layout.fields.first, records.count > 2 * limit else { return }
    let cap = UInt32(1 << RankingLayout.Field.typo.bits) - 1
    var typos = [UInt32](repeating: 0, count: records.count)
    typos.withUnsafeMutableBufferPointer { typos in
      for column in places {
        column.withUnsafeBufferPointer { column in
          for row in 0..<typos.count { typos[row] += MatchPlace.typos(column[row]) }
        }
      }
      for row in 0..<typos.count { typos[row] = min(typos[row], cap) }
    }
    var histogram = [Int](repeating: 0, count: Int(cap) + 1)
    for value in typos { histogram[Int(value)] += 1 }
    var threshold = 0
    var kept = histogram[0]
    while kept < limit && threshold < Int(cap) {
      threshold += 1
      kept += histogram[threshold]
    }
    guard kept < records.count else { return }
    let rows = typos.indices.filter { typos[$0] <= UInt32(threshold) }
    records = rows.map { records[$0] }
    places = places.map { column in rows.map { column[$0] } }
    geo = geo.map { groups in rows.map { groups[$0] } }
    if !geoMatches.isEmpty { geoMatches = rows.map { geoMatches[$0] } }
  }
}
