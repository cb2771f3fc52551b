import InstantSearchCore

extension Highlighter {
  /// Appends the highlight object mirroring `value`'s shape (what ``highlight(_:)`` makes), as
  /// `JSONWriter` writes it, to `buffer`, without making the objects: a text the byte path
  /// highlights is written from its ``ByteHighlight``, any other as ``highlight(_:)`` makes it.
  func writeHighlight(of value: JSON, into buffer: inout JSONWriter.Buffer) {
    switch value {
    case .array(let elements):
      buffer.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        writeHighlight(of: element, into: &buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    case .object(let object):
      buffer.append(UInt8(ascii: "{"))
      for (position, (key, member)) in object.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(key, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        writeHighlight(of: member, into: &buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    case .null:
      buffer.append("null")
    default:
      writeHighlight(ofText: value.scalarText ?? "", into: &buffer)
    }
  }

  /// Appends the highlight object of one text.
  private func writeHighlight(ofText text: String, into buffer: inout JSONWriter.Buffer) {
    let parts: ByteHighlight
    if words.isEmpty {
      // Nothing can match without query words: the text as it is.
      parts = ByteHighlight(value: text, matched: 0, isFull: false)
    } else if let byteQuery, let made = byteHighlightParts(text, byteQuery) {
      parts = made
    } else {
      JSONWriter().write(highlight(.string(text)), into: &buffer)
      return
    }
    let matchedCount = parts.matched.nonzeroBitCount
    buffer.append("{\"value\":")
    JSONWriter.writeString(parts.value, into: &buffer)
    buffer.append(",\"matchLevel\":")
    JSONWriter.writeString(level(matchedCount), into: &buffer)
    if matchedCount > 0 {
      buffer.append(parts.isFull ? ",\"fullyHighlighted\":true" : ",\"fullyHighlighted\":false")
    }
    buffer.append(",\"matchedWords\":[")
    var first = true
    for position in words.indices where parts.matched & (1 << position) != 0 {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      JSONWriter.writeString(words[position].text, into: &buffer)
    }
    buffer.append("]}")
  }
}
