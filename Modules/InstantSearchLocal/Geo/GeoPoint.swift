import Foundation
import InstantSearchCore

/// A position on Earth in degrees, as `_geoloc` and `aroundLatLng` give it.
struct GeoPoint: Sendable, Equatable {
  var lat: Double
  var lng: Double

  /// The mean Earth radius in metres used for distances.
  static let earthRadius = 6_371_000.0

  /// The great-circle (haversine) distance in metres.
  func distance(to other: GeoPoint) -> Double {
    let radians = Double.pi / 180
    let dLat = (other.lat - lat) * radians
    let dLng = (other.lng - lng) * radians
    let a =
      sin(dLat / 2) * sin(dLat / 2)
      + cos(lat * radians) * cos(other.lat * radians) * sin(dLng / 2) * sin(dLng / 2)
    return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
  }

  /// A `{"lat": …, "lng": …}` object (numbers, or numbers written as strings), or nil.
  init?(json: JSON) {
    func degrees(_ key: String) -> Double? {
      guard let value = json[key] else { return nil }
      return value.doubleValue ?? value.stringValue.flatMap { Double($0) }
    }
    guard let lat = degrees("lat"), let lng = degrees("lng"), (-90...90).contains(lat),
      (-180...180).contains(lng)
    else { return nil }
    self.lat = lat
    self.lng = lng
  }

  init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }

  /// The points of a record's `_geoloc`: one object, or an array of them (bad ones skipped).
  static func points(of record: JSON) -> [GeoPoint] {
    switch record["_geoloc"] {
    case .object(let object)?: return GeoPoint(json: .object(object)).map { [$0] } ?? []
    case .array(let elements)?: return elements.compactMap { GeoPoint(json: $0) }
    default: return []
    }
  }
}
