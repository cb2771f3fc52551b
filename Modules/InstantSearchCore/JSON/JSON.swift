/// A JSON value: null, a boolean, a number, a string, an array or an object.
///
/// Objects keep the order of their keys (see ``JSONObject``); two objects are equal when they
/// hold the same keys with equal values, whatever the order. Numbers are stored as `Double`, so
/// integers are exact up to 2^53.
public enum JSON: Sendable, Equatable, Hashable {
  /// The `null` literal.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list of values.
  case array([JSON])
  /// An ordered map from keys to values.
  case object(JSONObject)
}

extension JSON {
  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The boolean, if the value is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number, if the value is one.
  public var doubleValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as an `Int`, if the value is a number with no fractional part that fits.
  public var intValue: Int? {
    guard case .number(let value) = self,
      value >= -9.223_372_036_854_775_808e18, value < 9.223_372_036_854_775_808e18,
      Double(Int(value)) == value
    else { return nil }
    return Int(value)
  }

  /// The string, if the value is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The object, if the value is one.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The member named `key`, or `nil` when the value is not an object or has no such member.
  ///
  /// Setting a member on a value that is not an object turns it into an object; setting `nil`
  /// removes the member.
  public subscript(key: String) -> JSON? {
    get {
      if case .object(let object) = self { return object[key] }
      return nil
    }
    set {
      var object = objectValue ?? JSONObject()
      object[key] = newValue
      self = .object(object)
    }
  }

  /// The element at `index`, or `nil` when the value is not an array or the index is out of
  /// bounds.
  public subscript(index: Int) -> JSON? {
    guard case .array(let array) = self, array.indices.contains(index) else { return nil }
    return array[index]
  }
}

extension JSON: ExpressibleByNilLiteral {
  /// Creates `null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSON: ExpressibleByBooleanLiteral {
  /// Creates a boolean.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSON: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal.
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }
}

extension JSON: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .number(value)
  }
}

extension JSON: ExpressibleByStringLiteral {
  /// Creates a string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSON: ExpressibleByArrayLiteral {
  /// Creates an array.
  public init(arrayLiteral elements: JSON...) {
    self = .array(elements)
  }
}

extension JSON: ExpressibleByDictionaryLiteral {
  /// Creates an object, keeping the literal's key order.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(JSONObject(elements))
  }
}
