import InstantSearchCore

extension GeoQuery {
  /// The geo parameter names this reads.
  static let parameters: ParameterNames = [
    "aroundLatLng", "aroundRadius", "aroundPrecision", "minimumAroundRadius",
    "insideBoundingBox", "insidePolygon",
  ]

  /// Reads the geo parameters of a request (object members, or the `params` string's text).
  ///
  /// - Throws: `SearchError.http` 400 naming the parameter and what was expected.
  init(parameters: JSONObject) throws {
    self.init()
    // Most searches set none: found without listing the keys, and most keys without hashing.
    guard Self.parameters.anySet(request: parameters) else { return }
    let reader = GeoParameterReader(parameters: parameters)
    center = try reader.center()
    if let radius = try reader.radius() { self.radius = radius }
    minimumRadius = try reader.metres("minimumAroundRadius")
    if let precision = try reader.precision() { self.precision = precision }
    // A list of 4k numbers is k boxes.
    boxes = try reader.areas("insideBoundingBox", minimum: 4, step: 4).flatMap { corners in
      stride(from: 0, to: corners.count, by: 2).map { (corners[$0], corners[$0 + 1]) }
    }
    polygons = try reader.areas("insidePolygon", minimum: 6, step: 2)
  }
}
