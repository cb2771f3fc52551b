import InstantSearchCore

extension GeoQuery {
  /// The geo parameter names this reads.
  static let parameterNames: Set<String> = [
    "aroundLatLng", "aroundRadius", "aroundPrecision", "minimumAroundRadius",
    "insideBoundingBox", "insidePolygon",
  ]

  /// Reads the geo parameters of a request (object members, or the `params` string's text).
  ///
  /// - Throws: `SearchError.http` 400 naming the parameter and what was expected.
  init(parameters: JSONObject) throws {
    func bad(_ key: String, _ expected: String) -> SearchError {
      .http(status: 400, message: "Invalid value for parameter `\(key)`: expected \(expected)")
    }
    func value(_ key: String) -> JSON? {
      guard let value = parameters[key], !value.isNull else { return nil }
      // The `params` string form writes arrays as JSON text.
      if let text = value.stringValue, text.hasPrefix("["), let array = try? JSON(parsing: text) {
        return array
      }
      return value
    }
    func metres(_ key: String) throws -> Double? {
      guard let value = value(key) else { return nil }
      guard let number = value.doubleValue ?? value.stringValue.flatMap({ Double($0) }),
        number >= 1, number.rounded() == number
      else { throw bad(key, "an integer number of metres, at least 1") }
      return number
    }
    func numbers(_ json: JSON, _ key: String) -> [Double]? {
      if let text = json.stringValue {
        let parts = text.split(separator: ",").map { Double(String($0).trimmingSpaces) }
        return parts.contains(nil) || parts.isEmpty ? nil : parts.map { $0! }
      }
      guard let array = json.arrayValue else { return nil }
      let values = array.map { $0.doubleValue ?? $0.stringValue.flatMap { Double($0) } }
      return values.contains(nil) ? nil : values.map { $0! }
    }
    func areas(_ key: String, minimum: Int, step: Int) throws -> [[GeoPoint]] {
      guard let json = value(key) else { return [] }
      // One flat list of numbers (a string or an array), or an array of such lists.
      let lists: [[Double]?]
      if let array = json.arrayValue, array.contains(where: { $0.arrayValue != nil }) {
        lists = array.map { numbers($0, key) }
      } else {
        lists = [numbers(json, key)]
      }
      let expected =
        step == 4
        ? "boxes of 4 numbers (lat1, lng1, lat2, lng2)"
        : "polygons of at least 3 points (lat1, lng1, lat2, lng2, lat3, lng3, ...)"
      return try lists.map { list in
        guard let list, list.count >= minimum, list.count % step == 0 else {
          throw bad(key, expected)
        }
        let points = stride(from: 0, to: list.count, by: 2).map {
          GeoPoint(lat: list[$0], lng: list[$0 + 1])
        }
        guard points.allSatisfy({ abs($0.lat) <= 90 && abs($0.lng) <= 180 }) else {
          throw bad(key, "latitudes within ±90 and longitudes within ±180")
        }
        return points
      }
    }

    self.init()
    guard parameters.keys.contains(where: Self.parameterNames.contains) else { return }
    if let json = value("aroundLatLng") {
      guard let pair = numbers(json, "aroundLatLng"), pair.count == 2,
        abs(pair[0]) <= 90, abs(pair[1]) <= 180
      else { throw bad("aroundLatLng", "\"latitude, longitude\" like \"40.71, -74.01\"") }
      center = GeoPoint(lat: pair[0], lng: pair[1])
    }
    if let json = value("aroundRadius") {
      radius = json.stringValue == "all" ? .all : .metres(try metres("aroundRadius")!)
    }
    minimumRadius = try metres("minimumAroundRadius")
    if let json = value("aroundPrecision") {
      if let bands = json.arrayValue {
        precision = try bands.map { band in
          guard let from = band["from"]?.doubleValue, let step = band["value"]?.doubleValue else {
            throw bad("aroundPrecision", "an integer or a list of {\"from\": m, \"value\": m}")
          }
          return Band(from: from, value: max(step, 10))
        }.sorted { $0.from < $1.from }
        if precision.isEmpty { precision = [Band(from: 0, value: 10)] }
      } else {
        guard let step = json.doubleValue ?? json.stringValue.flatMap({ Double($0) }), step >= 0
        else { throw bad("aroundPrecision", "an integer or a list of {\"from\": m, \"value\": m}") }
        // Algolia uses 10 m at least.
        precision = [Band(from: 0, value: max(step, 10))]
      }
    }
    // A list of 4k numbers is k boxes.
    boxes = try areas("insideBoundingBox", minimum: 4, step: 4).flatMap { corners in
      stride(from: 0, to: corners.count, by: 2).map { (corners[$0], corners[$0 + 1]) }
    }
    polygons = try areas("insidePolygon", minimum: 6, step: 2)
  }
}
