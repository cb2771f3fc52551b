extension JSON {
  /// The value as compact JSON text (no whitespace, keys in stored order).
  public var jsonString: String {
    JSONWriter().string(self)
  }

  /// The value as JSON text.
  ///
  /// - Parameters:
  ///   - pretty: break lines and indent by two spaces.
  ///   - sortedKeys: write object keys in byte order.
  /// - Returns: the text.
  public func serialized(pretty: Bool = false, sortedKeys: Bool = false) -> String {
    JSONWriter(pretty: pretty, sortedKeys: sortedKeys).string(self)
  }

  /// Parses a JSON text.
  ///
  /// - Parameter text: the text.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public init(parsing text: String) throws {
    self = try JSONParser.parse(text)
  }

  /// Parses UTF-8 JSON bytes.
  ///
  /// - Parameter bytes: the text's bytes.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public init(parsing bytes: some Collection<UInt8>) throws {
    self = try JSONParser.parse(bytes)
  }
}

extension JSON: CustomStringConvertible {
  /// The compact JSON text.
  public var description: String { jsonString }
}
