/// Renders filters in Algolia's filters syntax, as the filters string needs them.
///
/// Attributes and string values are double-quoted with `\` written `\\` and `"` written `\"`;
/// numbers use ``FilterNumber``; negation is a `NOT ` prefix; a score is a `<score=N>` suffix.
enum FilterSyntax {
  /// The text of one filter in the filters string.
  static func render(_ filter: Filter) -> String {
    var out = ""
    switch filter {
    case .facet(let facet):
      out.reserveCapacity(facet.attribute.utf8.count + 16)
      if facet.isNegated { out += "NOT " }
      appendQuoted(facet.attribute, to: &out)
      out += ":"
      switch facet.value {
      case .string(let string): appendQuoted(string, to: &out)
      case .number(let number): out += FilterNumber.text(number)
      case .bool(let bool): out += bool ? "true" : "false"
      }
      if let score = facet.score {
        out += "<score="
        out += String(score)
        out += ">"
      }
    case .numeric(let numeric):
      out.reserveCapacity(numeric.attribute.utf8.count + 16)
      if numeric.isNegated { out += "NOT " }
      appendQuoted(numeric.attribute, to: &out)
      switch numeric.value {
      case .comparison(let op, let number):
        out += " "
        out += op.rawValue
        out += " "
        out += FilterNumber.text(number)
      case .range(let range):
        out += ":"
        out += FilterNumber.text(range.lowerBound)
        out += " TO "
        out += FilterNumber.text(range.upperBound)
      }
    case .tag(let tag):
      out.reserveCapacity(tag.value.utf8.count + 16)
      if tag.isNegated { out += "NOT " }
      out += "\"_tags\":"
      appendQuoted(tag.value, to: &out)
    }
    return out
  }

  /// Appends `text` between double quotes, escaping `\` and `"`.
  static func appendQuoted(_ text: String, to out: inout String) {
    out += "\""
    let needsEscape = text.utf8.contains { $0 == 0x22 || $0 == 0x5C }
    if needsEscape {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count + 4)
      for byte in text.utf8 {
        if byte == 0x22 || byte == 0x5C { bytes.append(0x5C) }
        bytes.append(byte)
      }
      out += String(decoding: bytes, as: UTF8.self)
    } else {
      out += text
    }
    out += "\""
  }

  /// Whether `lhs` sorts before `rhs` in byte (UTF-8) order.
  @inline(__always)
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { a in
      rhs.utf8.withContiguousStorageIfAvailable { b in compare(a, b) < 0 }
    }
    if let fast, let result = fast { return result }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Compares two byte buffers: negative, zero or positive.
  @inline(__always)
  static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let count = min(a.count, b.count)
    var i = 0
    while i < count {
      let x = a[i]
      let y = b[i]
      if x != y { return Int(x) - Int(y) }
      i += 1
    }
    return a.count - b.count
  }

  /// Compares two strings in byte (UTF-8) order: negative, zero or positive.
  static func compare(_ lhs: String, _ rhs: String) -> Int {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { a in
      rhs.utf8.withContiguousStorageIfAvailable { b in compare(a, b) }
    }
    if let fast, let result = fast { return result }
    var a = lhs.utf8.makeIterator()
    var b = rhs.utf8.makeIterator()
    while true {
      switch (a.next(), b.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let x?, let y?): if x != y { return Int(x) - Int(y) }
      }
    }
  }
}
