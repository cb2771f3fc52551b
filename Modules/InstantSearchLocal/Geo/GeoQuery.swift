import InstantSearchCore

/// The geo parameters of one request, parsed: a search around a point (`aroundLatLng`,
/// `aroundRadius`, `aroundPrecision`, `minimumAroundRadius`) or inside areas
/// (`insideBoundingBox`, `insidePolygon`, which take precedence over the point).
struct GeoQuery: Sendable {
  /// How far around the point records are kept.
  enum Radius: Sendable, Equatable {
    /// No `aroundRadius`: computed from the density around the point (see the README).
    case automatic
    /// `aroundRadius: "all"`: no limit, ranking only.
    case all
    /// A radius in metres.
    case metres(Double)
  }

  /// One band of `aroundPrecision`: distances from `from` metres group by `value` metres.
  struct Band: Sendable, Equatable {
    var from: Double
    var value: Double
  }

  /// How many of the nearest records an automatic radius takes in.
  static let automaticRadiusRecords = 1000

  var center: GeoPoint?
  var radius = Radius.automatic
  var precision = [Band(from: 0, value: 10)]
  var minimumRadius: Double?
  /// Boxes as two opposite corners.
  var boxes: [(GeoPoint, GeoPoint)] = []
  var polygons: [[GeoPoint]] = []

  /// Whether the request has any geo parameter that filters or ranks.
  var isActive: Bool { center != nil || !boxes.isEmpty || !polygons.isEmpty }

  /// Whether hits are ranked by distance (a point search; areas rank every hit alike).
  var ranksByDistance: Bool { center != nil && boxes.isEmpty && polygons.isEmpty }

  /// Whether a point lies in one of the areas (true when there is none).
  func inArea(_ point: GeoPoint) -> Bool {
    if boxes.isEmpty && polygons.isEmpty { return true }
    for (a, b) in boxes
    where (min(a.lat, b.lat)...max(a.lat, b.lat)).contains(point.lat)
      && (min(a.lng, b.lng)...max(a.lng, b.lng)).contains(point.lng)
    {
      return true
    }
    return polygons.contains { Self.polygon($0, contains: point) }
  }

  /// Ray casting in the latitude/longitude plane.
  static func polygon(_ vertices: [GeoPoint], contains point: GeoPoint) -> Bool {
    var inside = false
    var previous = vertices[vertices.count - 1]
    for vertex in vertices {
      if (vertex.lat > point.lat) != (previous.lat > point.lat) {
        let crossing =
          (previous.lng - vertex.lng) * (point.lat - vertex.lat) / (previous.lat - vertex.lat)
          + vertex.lng
        if point.lng < crossing { inside.toggle() }
      }
      previous = vertex
    }
    return inside
  }

  /// The precision, in metres, at a distance.
  func precision(at distance: Double) -> Double {
    max((precision.last { $0.from <= distance } ?? precision[0]).value, 1)
  }

  /// The geo criterion's value at a distance: the start of its precision group in metres
  /// (groups of a band start at the band's `from`).
  func group(_ distance: Double) -> UInt32 {
    let band = precision.last { $0.from <= distance } ?? precision[0]
    let step = max(band.value, 1)
    let start = band.from + ((distance - band.from) / step).rounded(.down) * step
    return UInt32(min(max(start, 0), Double(UInt32.max - 1)))
  }

  /// The radius to keep records within, in metres, for the records' points (`nil`: no limit).
  func effectiveRadius(_ column: GeoColumn) -> Double? {
    guard let center, ranksByDistance else { return nil }
    switch radius {
    case .all: return nil
    case .metres(let metres): return metres
    case .automatic:
      // The radius taking in the nearest records (each by its nearest point).
      var nearest: [Double] = []
      nearest.reserveCapacity(column.starts.count)
      for record in 0..<UInt32(column.starts.count - 1) {
        if let distance = column.points(of: record).map({ center.distance(to: $0) }).min() {
          nearest.append(distance)
        }
      }
      guard nearest.count > Self.automaticRadiusRecords else {
        return minimumRadius.map { max($0, nearest.max() ?? 0) }
      }
      nearest.sort()
      return max(nearest[Self.automaticRadiusRecords - 1], minimumRadius ?? 0)
    }
  }

  /// A record's nearest point to the center and its distance, among the points inside the
  /// areas; nil when no point qualifies (or the record has none).
  func match(_ points: some Collection<GeoPoint>, radius: Double?) -> (GeoPoint, Double)? {
    var best: (GeoPoint, Double)?
    for point in points where inArea(point) {
      let distance = center.map { $0.distance(to: point) } ?? 0
      if let radius, distance > radius { continue }
      if best == nil || distance < best!.1 { best = (point, distance) }
    }
    return best
  }
}
