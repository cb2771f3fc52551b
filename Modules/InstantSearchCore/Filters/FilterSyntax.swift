/// Renders filters in Algolia's filters syntax, as the filters string needs them.
///
/// Attributes and string values are double-quoted with `\` written `\\` and `"` written `\"`;
/// numbers use ``FilterNumber``; negation is a `NOT ` prefix; a score is a `<score=N>` suffix.
enum FilterSyntax {
  /// The text of one filter in the filters string.
  static func render(_ filter: Filter) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(32)
    render(filter, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the text of one filter, as UTF-8, to `out`.
  static func render(_ filter: Filter, into out: inout [UInt8]) {
    switch filter {
    case .facet(let facet):
      if facet.isNegated { append("NOT ", to: &out) }
      appendQuoted(facet.attribute, to: &out)
      out.append(UInt8(ascii: ":"))
      switch facet.value {
      case .string(let string): appendQuoted(string, to: &out)
      case .number(let number): append(FilterNumber.text(number), to: &out)
      case .bool(let bool): append(bool ? "true" : "false", to: &out)
      }
      if let score = facet.score {
        append("<score=", to: &out)
        append(String(score), to: &out)
        out.append(UInt8(ascii: ">"))
      }
    case .numeric(let numeric):
      if numeric.isNegated { append("NOT ", to: &out) }
      appendQuoted(numeric.attribute, to: &out)
      switch numeric.value {
      case .comparison(let op, let number):
        out.append(0x20)
        append(op.rawValue, to: &out)
        out.append(0x20)
        append(FilterNumber.text(number), to: &out)
      case .range(let range):
        out.append(UInt8(ascii: ":"))
        append(FilterNumber.text(range.lowerBound), to: &out)
        append(" TO ", to: &out)
        append(FilterNumber.text(range.upperBound), to: &out)
      }
    case .tag(let tag):
      if tag.isNegated { append("NOT ", to: &out) }
      append("\"_tags\":", to: &out)
      appendQuoted(tag.value, to: &out)
    }
  }

  /// Appends `text` between double quotes, escaping `\` and `"`.
  static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    out.append(0x22)
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      if !bytes.contains(where: { $0 == 0x22 || $0 == 0x5C }) {
        out.append(contentsOf: bytes)
      } else {
        for byte in bytes {
          if byte == 0x22 || byte == 0x5C { out.append(0x5C) }
          out.append(byte)
        }
      }
    }
    if copied == nil {
      for byte in text.utf8 {
        if byte == 0x22 || byte == 0x5C { out.append(0x5C) }
        out.append(byte)
      }
    }
    out.append(0x22)
  }

  /// Appends a string's UTF-8 bytes.
  @inline(__always)
  static func append(_ text: String, to out: inout [UInt8]) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
    if copied == nil { out.append(contentsOf: text.utf8) }
  }

  /// Appends a literal's UTF-8 bytes.
  @inline(__always)
  static func append(_ text: StaticString, to out: inout [UInt8]) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
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
