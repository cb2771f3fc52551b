extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    let start = firstIndex { !isSpace($0) } ?? endIndex
    let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
    return String(self[start..<end])
  }
}

extension String {
  /// The string without spaces or tabs at its end.
  var trimmingTrailingSpaces: String {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
