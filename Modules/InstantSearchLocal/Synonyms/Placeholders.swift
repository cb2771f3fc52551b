/// Finds the placeholder tokens (`<Street>`) written in record text, so the index can hold
/// them as terms of their own beside the words they contain.
enum Placeholders {
  /// Calls `body` with the indexed term of each `<…>` in `text` and the index of the text's
  /// first token inside it (counted as ``Tokenizer`` counts tokens).
  static func forEach(in text: String, _ body: (String, Int) -> Void) {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return }
    var searchStart = text.startIndex
    while let open = text[searchStart...].firstIndex(of: "<"),
      let close = text[open...].firstIndex(of: ">")
    {
      let inner = text[text.index(after: open)..<close]
      searchStart = text.index(after: close)
      guard !inner.isEmpty, !inner.contains("<") else { continue }
      let token = String(text[open...close])
      guard !Tokenizer.tokens(String(inner)).isEmpty else { continue }
      body(SynonymTable.placeholderTerm(token), Tokenizer.tokens(String(text[..<open])).count)
    }
  }
}
