extension JSON: Codable {
  /// Decodes any JSON value from a decoder.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` when the content is not JSON-like.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSON] = []
      while !array.isAtEnd { elements.append(try array.decode(JSON.self)) }
      self = .array(elements)
      return
    }
    if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
      var object = JSONObject()
      for key in keyed.allKeys {
        object[key.stringValue] = try keyed.decode(JSON.self, forKey: key)
      }
      self = .object(object)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Encodes the value into an encoder.
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: what the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let object):
      var keyed = encoder.container(keyedBy: AnyKey.self)
      for (key, value) in object { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
    }
  }
}

/// A coding key for any string.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
