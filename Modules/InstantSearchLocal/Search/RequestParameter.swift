import InstantSearchCore

/// One parameter of a search request, read as the type it must have. Every fault is
/// `SearchError.http` 400 naming the parameter and what was expected.
struct RequestParameter {
  /// The parameter's name, for errors.
  let key: String
  /// Its value, as received (object member or `params` string text).
  let value: JSON

  /// The error for parameter `key` when it is not `expected`.
  static func invalid(_ key: String, _ expected: String) -> SearchError {
    .http(status: 400, message: "Invalid value for parameter `\(key)`: expected \(expected)")
  }

  /// The error for this parameter when it is not `expected`.
  func bad(_ expected: String) -> SearchError {
    Self.invalid(key, expected)
  }

  /// An integer (or a string holding one) within `range`.
  func integer(_ range: ClosedRange<Int>) throws -> Int {
    guard let number = value.intValue ?? value.stringValue.flatMap({ Int($0) }),
      range.contains(number)
    else {
      throw bad("an integer from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// An array of strings, or one comma-separated string.
  func strings() throws -> [String] {
    if let text = value.stringValue {
      return text.split(separator: ",").map { String($0).trimmingSpaces }
    }
    guard let array = value.arrayValue else { throw bad("an array of strings") }
    return try array.map {
      guard let text = $0.stringValue else { throw bad("an array of strings") }
      return text
    }
  }

  /// A boolean, or the string `true` or `false`.
  func boolean() throws -> Bool {
    if let flag = value.boolValue { return flag }
    if value.stringValue == "true" { return true }
    if value.stringValue == "false" { return false }
    throw bad("a boolean")
  }

  /// A string, or a number or boolean written as text.
  func string() throws -> String {
    guard let text = value.scalarText else { throw bad("a string") }
    return text
  }
}
