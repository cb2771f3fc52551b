import InstantSearchCore

/// One parameter of a search request, read as the type it must have by Core's
/// `JSONFieldReader`, in the `params` string's lenient forms. Every fault is
/// `SearchError.http` 400 naming the parameter and what was expected.
struct RequestParameter {
  /// The parameter's name, for errors.
  let key: String
  /// Its value, as received (object member or `params` string text).
  let value: JSON
  /// The request's parameters, this one among them.
  let reader: JSONFieldReader<SearchError>

  /// A reader of a request's parameters whose faults are this type's 400s.
  /// - Parameter parameters: the request's parameters.
  /// - Returns: the reader.
  static func reader(_ parameters: JSONObject) -> JSONFieldReader<SearchError> {
    JSONFieldReader(members: parameters, path: "") { invalid($0.key, $0.expected.description) }
  }

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
    try reader.required(key, .integer(range)) { key throws(SearchError) in
      try reader.int(key, in: range)
    }
  }

  /// An array of strings, or one comma-separated string (empty items omitted).
  func strings() throws -> [String] {
    try reader.required(key, .strings) { key throws(SearchError) in
      try reader.strings(key, omittingEmpty: true)
    }
  }

  /// A boolean, or the string `true` or `false`.
  func boolean() throws -> Bool {
    try reader.required(key, .boolean, reader.bool)
  }

  /// A string, or a number or boolean written as text.
  func string() throws -> String {
    if let flag = value.boolValue { return flag ? "true" : "false" }
    return try reader.required(key, .string, reader.string)
  }
}
