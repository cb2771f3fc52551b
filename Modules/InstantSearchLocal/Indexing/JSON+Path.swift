import InstantSearchCore

extension JSON {
  /// The value at an attribute path: the member named `path`, or else a dotted path through
  /// nested objects (`price.gross`).
  func value(atPath path: String) -> JSON? {
    if let direct = self[path] { return direct }
    guard path.utf8.contains(UInt8(ascii: ".")) else { return nil }
    var current: JSON? = self
    for component in path.split(separator: ".", omittingEmptySubsequences: false) {
      current = current?[String(component)]
      if current == nil { return nil }
    }
    return current
  }

  /// Calls `body` with each scalar (string, number or boolean) in the value, flattening arrays
  /// and nested objects.
  func forEachScalar(_ body: (JSON) -> Void) {
    switch self {
    case .null: return
    case .array(let elements): for element in elements { element.forEachScalar(body) }
    case .object(let object): for member in object { member.value.forEachScalar(body) }
    default: body(self)
    }
  }

  /// The scalar as text: strings as they are, numbers in shortest form, booleans as words.
  var scalarText: String? {
    switch self {
    case .string(let text): return text
    case .number(let number): return JSONWriter.format(number)
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }
}
