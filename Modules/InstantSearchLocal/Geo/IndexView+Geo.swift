extension IndexView {
  /// A hit's geo match: its nearest qualifying point, the distance to the search's centre in
  /// metres (0 without one), and the precision that distance was grouped by.
  struct GeoMatch: Sendable {
    var point: GeoPoint
    var distance: Double
    var precision: Double
  }

  /// Keeps the records with a point in the geo query's areas or radius, and returns each
  /// kept record's distance group (the geo criterion) and match.
  ///
  /// - Complexity: O(records × their points), plus one pass over every point for an automatic
  ///   radius.
  func applyGeo(_ geo: GeoQuery, records: inout [UInt32], places: inout [[UInt32]])
    -> (groups: [UInt32], matches: [GeoMatch])
  {
    let radius = geo.effectiveRadius(data.geo)
    var keep: [Int] = []
    var groups: [UInt32] = []
    var matches: [GeoMatch] = []
    for (row, record) in records.enumerated() {
      guard let (point, distance) = geo.match(data.geo.points(of: record), radius: radius)
      else { continue }
      keep.append(row)
      groups.append(geo.ranksByDistance ? geo.group(distance) : 0)
      matches.append(
        GeoMatch(point: point, distance: distance, precision: geo.precision(at: distance)))
    }
    if keep.count < records.count {
      records = keep.map { records[$0] }
      places = places.map { column in keep.map { column[$0] } }
    }
    return (groups, matches)
  }
}
