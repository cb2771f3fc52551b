import InstantSearchCore

/// One hit of a search's answer: the record's members as the hit shows them, and the members
/// the search adds after them (`_highlightResult`, `_snippetResult`, `_rankingInfo`).
///
/// Swift callers take the hit as a JSON object (``json``); the REST answer writes it as text
/// (``write(into:)``). When the hit shows the stored record unchanged (every attribute
/// retrieved, the objectID already text) and adds no member the record holds, its text is the
/// store's compact bytes of the record, whose closing brace is followed by the added members,
/// the highlights written as they are made: the bytes `JSONWriter` would write for ``json``,
/// without the record's members copied into a new object and written out again, and without
/// the highlight objects.
struct AnswerHit {
  /// The record's members shown, in the record's order.
  var shown: JSONObject
  /// The attributes highlighted, each with its value in the record, in order: the members of
  /// `_highlightResult`, made by `highlighter`.
  var highlighted: [(key: String, value: JSON)] = []
  /// What highlights the attributes.
  var highlighter: Highlighter?
  /// The members the search adds after `_highlightResult`, in order.
  var added = JSONObject()
  /// The index and record whose stored bytes are `shown` written, when they are.
  var stored: (data: IndexData, record: UInt32)?

  /// The hit as a JSON object: `shown`, then `_highlightResult` when any attribute is
  /// highlighted, then the other added members (a member of the same key as one shown takes
  /// its place, as setting it on the record's object does).
  var json: JSON {
    var hit = shown
    if let highlighter, !highlighted.isEmpty {
      var highlights = JSONObject()
      highlights.reserveCapacity(highlighted.count)
      for (key, value) in highlighted { highlights[key] = highlighter.highlight(value) }
      hit["_highlightResult"] = .object(highlights)
    }
    for (key, value) in added { hit[key] = value }
    return .object(hit)
  }

  /// Appends the hit's text, as `JSONWriter` writes ``json``, to `buffer`.
  func write(into buffer: inout JSONWriter.Buffer) {
    let writer = JSONWriter()
    guard let (data, record) = stored else {
      writer.write(json, into: &buffer)
      return
    }
    let written =
      data.recordBytes.withRecord(Int(record)) { bytes in
        // The record's members without their closing brace.
        buffer.append(bytes: UnsafeBufferPointer(rebasing: bytes.dropLast()))
        return true
      } ?? false
    guard written else {
      writer.write(json, into: &buffer)
      return
    }
    var first = shown.isEmpty
    if let highlighter, !highlighted.isEmpty {
      buffer.append(first ? "\"_highlightResult\":{" : ",\"_highlightResult\":{")
      first = false
      for (position, (key, value)) in highlighted.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(key, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        highlighter.writeHighlight(of: value, into: &buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    for (key, value) in added {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      JSONWriter.writeString(key, into: &buffer)
      buffer.append(UInt8(ascii: ":"))
      writer.write(value, into: &buffer)
    }
    buffer.append(UInt8(ascii: "}"))
  }
}
