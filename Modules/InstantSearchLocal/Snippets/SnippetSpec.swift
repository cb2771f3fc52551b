/// One entry of `attributesToSnippet`: an attribute (or `*`) and how many words to show.
struct SnippetSpec: Sendable, Equatable {
  /// The attribute path, or `*` for every attribute.
  var attribute: String
  /// The words a snippet holds (Algolia's default is 10).
  var words: Int

  /// Parses `attribute` or `attribute:N`; nil when N is not a positive integer.
  init?(_ entry: String) {
    let text = entry.trimmingSpaces
    if let colon = text.lastIndex(of: ":") {
      guard let words = Int(text[text.index(after: colon)...]), words > 0 else { return nil }
      attribute = String(text[..<colon])
      self.words = words
    } else {
      attribute = text
      words = 10
    }
    if attribute.isEmpty { return nil }
  }
}
