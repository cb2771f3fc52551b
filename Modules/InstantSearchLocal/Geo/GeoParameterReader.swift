import InstantSearchCore

/// Reads and checks the geo parameters of one request, each member by name: what
/// `GeoQuery(parameters:)` is made of. Members are read by Core's `JSONFieldReader`, in the
/// `params` string's lenient forms; every fault is `SearchError.http` 400 naming the parameter
/// and what was expected, in this reader's words.
struct GeoParameterReader {
  /// The request's parameters: object members, or the `params` string's text.
  let parameters: JSONObject

  /// The error for a parameter that is not what it should be.
  func bad(_ key: String, _ expected: String) -> SearchError {
    RequestParameter.invalid(key, expected)
  }

  /// A reader of the parameters whose faults say they expected `expected`.
  private func reader(expecting expected: String) -> JSONFieldReader<SearchError> {
    JSONFieldReader(members: parameters, path: "") { RequestParameter.invalid($0.key, expected) }
  }

  /// The member, treating `null` as absent; an array written as JSON text (the `params`
  /// string form) is parsed.
  func value(_ key: String) -> JSON? {
    guard let value = parameters[key], !value.isNull else { return nil }
    if let text = value.stringValue, text.hasPrefix("["), let array = try? JSON(parsing: text) {
      return array
    }
    return value
  }

  /// A whole number of metres, at least 1, or nil when absent.
  func metres(_ key: String) throws -> Double? {
    let expected = "an integer number of metres, at least 1"
    guard let number = try reader(expecting: expected).double(key) else { return nil }
    guard number >= 1, number.rounded() == number else { throw bad(key, expected) }
    return number
  }

  /// `aroundLatLng`: one point, or nil when absent.
  func center() throws -> GeoPoint? {
    guard let json = value("aroundLatLng") else { return nil }
    guard let pair = numbers(json), pair.count == 2, abs(pair[0]) <= 90, abs(pair[1]) <= 180
    else { throw bad("aroundLatLng", "\"latitude, longitude\" like \"40.71, -74.01\"") }
    return GeoPoint(lat: pair[0], lng: pair[1])
  }

  /// `aroundRadius`: `all` or metres, or nil when absent.
  func radius() throws -> GeoQuery.Radius? {
    guard let json = value("aroundRadius") else { return nil }
    return json.stringValue == "all" ? .all : .metres(try metres("aroundRadius")!)
  }

  /// `aroundPrecision`: one step in metres, or bands by distance (sorted, 10 m at least, as
  /// Algolia does), or nil when absent.
  func precision() throws -> [GeoQuery.Band]? {
    guard let json = value("aroundPrecision") else { return nil }
    let expected = "an integer or a list of {\"from\": m, \"value\": m}"
    guard let bands = json.arrayValue else {
      let step = try reader(expecting: expected).double("aroundPrecision")!
      guard step >= 0 else { throw bad("aroundPrecision", expected) }
      return [GeoQuery.Band(from: 0, value: max(step, 10))]
    }
    let read = try bands.map { band throws(SearchError) in
      let fields = try JSONFieldReader(band, path: "aroundPrecision", forms: .strict) { _ in
        bad("aroundPrecision", expected)
      }
      return GeoQuery.Band(
        from: try fields.required("from", .number, fields.double),
        value: max(try fields.required("value", .number, fields.double), 10))
    }.sorted { $0.from < $1.from }
    return read.isEmpty ? [GeoQuery.Band(from: 0, value: 10)] : read
  }

  /// Boxes (`step` 4: lat1, lng1, lat2, lng2) or polygons (`step` 2, `minimum` 6: three points
  /// or more) of `key`: one flat list of numbers (a string or an array), or an array of such
  /// lists; empty when absent.
  func areas(_ key: String, minimum: Int, step: Int) throws -> [[GeoPoint]] {
    guard let json = value(key) else { return [] }
    let lists: [[Double]?]
    if let array = json.arrayValue, array.contains(where: { $0.arrayValue != nil }) {
      lists = array.map { numbers($0) }
    } else {
      lists = [numbers(json)]
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

  /// Numbers from a comma-separated string or an array of numbers (or numeric strings); nil
  /// when any is not a number.
  private func numbers(_ json: JSON) -> [Double]? {
    if let text = json.stringValue {
      let parts = text.split(separator: ",").map { Double(String($0).trimmingSpaces) }
      return parts.contains(nil) || parts.isEmpty ? nil : parts.map { $0! }
    }
    guard let array = json.arrayValue else { return nil }
    let values = array.map { $0.doubleValue ?? $0.stringValue.flatMap { Double($0) } }
    return values.contains(nil) ? nil : values.map { $0! }
  }
}
