/// Typed, path-aware reading of one JSON object's members, lenient where the API is: numbers
/// may come as numeric strings and booleans as `"true"`/`"false"` (the `params` string form),
/// lists of strings may come as one comma-separated string.
///
/// Every failure names the member's path (`hits[3].objectID`, `facets["my attr"].red`) and goes
/// through `fail`, so responses report ``SearchError/decoding(path:reason:)`` and requests
/// ``SearchError/invalidRequest(_:)``.
struct JSONFieldReader {
  /// Builds the error for a path and a reason.
  typealias Failure = @Sendable (_ path: String, _ reason: String) -> SearchError

  /// The members.
  let object: JSONObject
  /// The object's own path (empty for the root).
  let path: String
  /// Builds errors.
  let fail: Failure

  /// Reads `value` as an object.
  /// - Throws: `fail` when `value` is not an object.
  init(_ value: JSON, path: String, fail: @escaping Failure) throws(SearchError) {
    guard case .object(let object) = value else {
      throw fail(path.isEmpty ? "$" : path, "expected an object, found \(Self.kind(of: value))")
    }
    self.object = object
    self.path = path
    self.fail = fail
  }

  /// The path of a member.
  func path(of key: String) -> String {
    Self.join(path, key)
  }

  /// Joins a parent path and a key: `a.b`, or `a["b c"]` when the key is not a plain name.
  static func join(_ parent: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      }
    if plain { return parent.isEmpty ? key : parent + "." + key }
    let escaped = key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return parent + "[\"" + escaped + "\"]"
  }

  /// A word for a value's kind, for messages.
  static func kind(of value: JSON) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string(let text): return "the string \"\(text.prefix(40))\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The member, treating `null` as absent.
  func value(_ key: String) -> JSON? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  /// An integer: an integral number or a string holding one.
  func int(_ key: String) throws(SearchError) -> Int? {
    try scalar(key, "an integer", { $0.intValue }, { Int($0) })
  }

  /// A number: a number or a string holding a finite one.
  func double(_ key: String) throws(SearchError) -> Double? {
    try scalar(
      key, "a number", { $0.doubleValue }, { Double($0).flatMap { $0.isFinite ? $0 : nil } })
  }

  /// A boolean: `true`/`false`, or those words as strings.
  func bool(_ key: String) throws(SearchError) -> Bool? {
    try scalar(key, "a boolean", { $0.boolValue }, { Bool($0) })
  }

  /// A scalar member read as itself (`direct`) or from a string holding it (`parse`); nil
  /// when absent or `null`.
  ///
  /// - Throws: a ``SearchError`` naming the member's path, `expected` and what was found.
  private func scalar<Value>(
    _ key: String, _ expected: String, _ direct: (JSON) -> Value?, _ parse: (String) -> Value?
  ) throws(SearchError) -> Value? {
    guard let value = value(key) else { return nil }
    if let direct = direct(value) { return direct }
    if case .string(let text) = value, let parsed = parse(text) { return parsed }
    throw fail(path(of: key), "expected \(expected), found \(Self.kind(of: value))")
  }

  /// A string; a number is accepted and written in its JSON form.
  func string(_ key: String) throws(SearchError) -> String? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text): return text
    case .number(let number): return JSONWriter.format(number)
    default: throw fail(path(of: key), "expected a string, found \(Self.kind(of: value))")
    }
  }

  /// A list of strings: an array of strings, or one string (comma-separated, or a JSON array
  /// in text form, as in the `params` string).
  func strings(_ key: String) throws(SearchError) -> [String]? {
    guard let value = value(key) else { return nil }
    switch value {
    case .array(let elements):
      var result: [String] = []
      result.reserveCapacity(elements.count)
      for (offset, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw fail(
            path(of: key) + "[\(offset)]", "expected a string, found \(Self.kind(of: element))")
        }
        result.append(text)
      }
      return result
    case .string(let text):
      if text.hasPrefix("["), let parsed = try? JSONParser.parse(text), parsed.arrayValue != nil {
        return try JSONFieldReader(.object(["v": parsed]), path: path, fail: fail).strings("v")
      }
      if text.isEmpty { return [] }
      return text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimming(" ")
      }
    default:
      throw fail(path(of: key), "expected an array of strings, found \(Self.kind(of: value))")
    }
  }

  /// A nested object's reader.
  func object(_ key: String) throws(SearchError) -> JSONFieldReader? {
    guard let value = value(key) else { return nil }
    return try JSONFieldReader(value, path: path(of: key), fail: fail)
  }

  /// An array's elements.
  func array(_ key: String) throws(SearchError) -> [JSON]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw fail(path(of: key), "expected an array, found \(Self.kind(of: value))")
    }
    return elements
  }

  /// The members whose keys are not in `known`, in order.
  func remaining(excluding known: Set<String>) -> JSONObject {
    var rest = JSONObject()
    for (key, value) in object where !known.contains(key) {
      rest[key] = value
    }
    return rest
  }
}

extension String {
  /// The text without leading and trailing occurrences of `character`.
  func trimming(_ character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice = slice.dropFirst() }
    while slice.last == character { slice = slice.dropLast() }
    return String(slice)
  }
}
