/// Typed, path-aware reading of one JSON object's members: the one reader the SDK's JSON
/// readers are built on (responses and queries here; the local engine's request parameters,
/// settings, rules and snapshot manifests).
///
/// A member is read as a string, a list of strings, an integer (in a range), a number, a
/// boolean, an object or an array; `null` reads as absent. With ``Forms/lenient`` it may also
/// take the forms of the API's `params` string: numbers and booleans as strings (`"5"`,
/// `"true"`), a list of strings as one comma-separated string or as a JSON array in text.
///
/// Every fault is a ``Mismatch`` naming the member's path (`hits[3].objectID`,
/// `facets["my attr"].red`), what was expected and what was found, which `fail` turns into the
/// caller's error in the caller's words: ``Mismatch/reason`` is the SDK's wording
/// (`expected an integer, found the string "many"`).
public struct JSONFieldReader<Failure: Error>: Sendable {
  /// Builds the error for a member that is not what it should be.
  public typealias Fail = @Sendable (Mismatch) -> Failure

  /// The forms a member may take besides its own JSON type.
  public enum Forms: Sendable {
    /// Its own JSON type only.
    case strict
    /// The `params` string's forms too: numbers and booleans as strings, lists of strings as
    /// one comma-separated string or a JSON array in text.
    case lenient
  }

  /// What a member should have been.
  public enum Expected: Sendable, Hashable, CustomStringConvertible {
    /// A string.
    case string
    /// An array of strings.
    case strings
    /// An integer, in the range when one is given.
    case integer(ClosedRange<Int>?)
    /// A finite number.
    case number
    /// A boolean.
    case boolean
    /// An object.
    case object
    /// An array.
    case array

    /// The expectation in words: `an integer from 0 to 1000`.
    public var description: String {
      switch self {
      case .string: return "a string"
      case .strings: return "an array of strings"
      case .integer(nil): return "an integer"
      case .integer(let range?): return "an integer from \(range.lowerBound) to \(range.upperBound)"
      case .number: return "a number"
      case .boolean: return "a boolean"
      case .object: return "an object"
      case .array: return "an array"
      }
    }
  }

  /// A member that is missing or not what it should be.
  public struct Mismatch: Sendable {
    /// The path of the value at fault: the member's (`facets`), an element's (`facets[1]`), or
    /// `$` for the root.
    public var path: String
    /// The member's own key (empty for the root).
    public var key: String
    /// What the member should have been.
    public var expected: Expected
    /// The element at fault in a list of strings, by position.
    public var element: Int?
    /// The value at fault (the element's, for an element), or nil when the member is missing.
    public var found: JSON?

    /// The SDK's wording of the fault: `expected a string, found a number` (for an element,
    /// `expected a string`), or `missing`.
    public var reason: String {
      guard let found else { return "missing" }
      let expected = element == nil ? expected.description : "a string"
      return "expected \(expected), found \(found.kindDescription)"
    }
  }

  /// The members.
  public let object: JSONObject
  /// The object's own path (empty for the root).
  public let path: String
  /// The forms members may take.
  public let forms: Forms
  /// Builds errors.
  public let fail: Fail

  /// Reads `value` as an object.
  ///
  /// - Parameters:
  ///   - value: the object.
  ///   - path: its path, for errors (empty for the root).
  ///   - forms: the forms members may take (``Forms/lenient`` unless said).
  ///   - fail: builds the error for a member that is not what it should be.
  /// - Throws: `fail`'s error when `value` is not an object.
  public init(
    _ value: JSON, path: String, forms: Forms = .lenient, fail: @escaping Fail
  ) throws(Failure) {
    guard case .object(let object) = value else {
      throw fail(
        Mismatch(
          path: path.isEmpty ? "$" : path, key: "", expected: .object, element: nil,
          found: value))
    }
    self.init(members: object, path: path, forms: forms, fail: fail)
  }

  /// Reads the members of `object`.
  ///
  /// - Parameters:
  ///   - object: the members.
  ///   - path: the object's path, for errors (empty for the root).
  ///   - forms: the forms members may take (``Forms/lenient`` unless said).
  ///   - fail: builds the error for a member that is not what it should be.
  public init(
    members object: JSONObject, path: String, forms: Forms = .lenient, fail: @escaping Fail
  ) {
    self.object = object
    self.path = path
    self.forms = forms
    self.fail = fail
  }

  /// The path of a member.
  /// - Parameter key: the member's key.
  /// - Returns: `parent.key`, or `parent["key"]` when the key is not a plain name.
  public func path(of key: String) -> String {
    JSONPath.join(path, key)
  }

  /// The member, treating `null` as absent.
  /// - Parameter key: the member's key.
  /// - Returns: the value, or nil.
  public func value(_ key: String) -> JSON? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  /// The error for member `key`, found as `found` (nil when missing) instead of `expected`.
  /// - Parameters:
  ///   - key: the member's key.
  ///   - expected: what it should have been.
  ///   - found: what it is, or nil when it is missing.
  /// - Returns: `fail`'s error.
  public func mismatch(_ key: String, _ expected: Expected, found: JSON?) -> Failure {
    fail(Mismatch(path: path(of: key), key: key, expected: expected, element: nil, found: found))
  }

  /// A member that must be there.
  ///
  /// - Parameters:
  ///   - key: the member's key.
  ///   - expected: what it should be, for the error when it is missing.
  ///   - read: reads it (one of this reader's methods).
  /// - Returns: the value read.
  /// - Throws: `fail`'s error when the member is missing, `null`, or not what it should be.
  @inlinable
  public func required<Value>(
    _ key: String, _ expected: Expected, _ read: (String) throws(Failure) -> Value?
  ) throws(Failure) -> Value {
    guard let value = try read(key) else { throw mismatch(key, expected, found: nil) }
    return value
  }

  /// An integer: an integral number (or, lenient, a string holding one), in `range` when one is
  /// given.
  /// - Parameters:
  ///   - key: the member's key.
  ///   - range: the values accepted, or nil for any.
  /// - Returns: the integer, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/integer(_:)``.
  public func int(_ key: String, in range: ClosedRange<Int>? = nil) throws(Failure) -> Int? {
    guard let value = value(key) else { return nil }
    var number = value.intValue
    if number == nil, forms == .lenient, case .string(let text) = value { number = Int(text) }
    guard let number, range?.contains(number) ?? true else {
      throw mismatch(key, .integer(range), found: value)
    }
    return number
  }

  /// A finite number (or, lenient, a string holding one).
  /// - Parameter key: the member's key.
  /// - Returns: the number, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/number``.
  public func double(_ key: String) throws(Failure) -> Double? {
    guard let value = value(key) else { return nil }
    if let number = value.doubleValue { return number }
    if forms == .lenient, case .string(let text) = value, let number = Double(text),
      number.isFinite
    {
      return number
    }
    throw mismatch(key, .number, found: value)
  }

  /// A boolean (or, lenient, the string `true` or `false`).
  /// - Parameter key: the member's key.
  /// - Returns: the boolean, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/boolean``.
  public func bool(_ key: String) throws(Failure) -> Bool? {
    guard let value = value(key) else { return nil }
    if let flag = value.boolValue { return flag }
    if forms == .lenient, case .string(let text) = value, let flag = Bool(text) { return flag }
    throw mismatch(key, .boolean, found: value)
  }

  /// A string (or, lenient, a number, written in its JSON form).
  /// - Parameter key: the member's key.
  /// - Returns: the string, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/string``.
  public func string(_ key: String) throws(Failure) -> String? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text): return text
    case .number(let number) where forms == .lenient: return JSONWriter.format(number)
    default: throw mismatch(key, .string, found: value)
    }
  }

  /// A list of strings: an array of strings, or (lenient) one string, comma-separated (each
  /// item trimmed of spaces) or a JSON array in text.
  /// - Parameters:
  ///   - key: the member's key.
  ///   - omittingEmpty: whether `a,,b` gives `a`, `b` rather than `a`, ``, `b`.
  /// - Returns: the strings, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/strings``, with the element at fault if any.
  public func strings(_ key: String, omittingEmpty: Bool = false) throws(Failure) -> [String]? {
    guard let value = value(key) else { return nil }
    switch value {
    case .array(let elements):
      return try strings(elements, key: key)
    case .string(let text) where forms == .lenient:
      if text.hasPrefix("["), let parsed = try? JSONParser.parse(text),
        case .array(let elements) = parsed
      {
        return try strings(elements, key: key)
      }
      if text.isEmpty { return [] }
      return text.split(separator: ",", omittingEmptySubsequences: omittingEmpty).map {
        String($0).trimming(" ")
      }
    default:
      throw mismatch(key, .strings, found: value)
    }
  }

  /// The elements of `key`'s array, each a string.
  private func strings(_ elements: [JSON], key: String) throws(Failure) -> [String] {
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      guard case .string(let text) = element else {
        throw fail(
          Mismatch(
            path: path(of: key) + "[\(offset)]", key: key, expected: .strings, element: offset,
            found: element))
      }
      result.append(text)
    }
    return result
  }

  /// A nested object's reader, with the same forms and errors.
  /// - Parameter key: the member's key.
  /// - Returns: the reader, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/object``.
  public func object(_ key: String) throws(Failure) -> JSONFieldReader? {
    guard let value = value(key) else { return nil }
    guard case .object = value else { throw mismatch(key, .object, found: value) }
    return try JSONFieldReader(value, path: path(of: key), forms: forms, fail: fail)
  }

  /// An array's elements.
  /// - Parameter key: the member's key.
  /// - Returns: the elements, or nil when absent.
  /// - Throws: `fail`'s error naming ``Expected/array``.
  public func array(_ key: String) throws(Failure) -> [JSON]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, .array, found: value) }
    return elements
  }

  /// The members whose keys are not in `known`, in order.
  /// - Parameter known: the keys read.
  /// - Returns: the other members.
  public func remaining(excluding known: Set<String>) -> JSONObject {
    var rest = JSONObject()
    for (key, value) in object where !known.contains(key) {
      rest[key] = value
    }
    return rest
  }
}

/// Paths of JSON members, for errors: `hits[3].objectID`, `facets["my attr"]`.
public enum JSONPath {
  /// Joins a parent path and a key: `a.b`, or `a["b c"]` when the key is not a plain name.
  /// - Parameters:
  ///   - parent: the parent's path (empty for the root).
  ///   - key: the member's key.
  /// - Returns: the member's path.
  public static func join(_ parent: String, _ key: String) -> String {
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
}

extension JSON {
  /// A word for the value's kind, for messages: `null`, `a boolean`, `a number`,
  /// `the string "…"` (its first 40 characters), `an array`, `an object`.
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string(let text): return "the string \"\(text.prefix(40))\""
    case .array: return "an array"
    case .object: return "an object"
    }
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
