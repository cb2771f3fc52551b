import InstantSearchCore

/// Builds `_highlightResult` objects: matching words wrapped in tags, with the match level and
/// the query words found.
struct Highlighter {
  let words: [QueryWord]
  let preTag: String
  let postTag: String

  /// How a text word matches a query word: how many characters to highlight, or nil.
  private func highlightLength(_ token: String, _ word: QueryWord) -> Int? {
    if token == word.text { return token.count }
    if word.isPrefix && token.hasPrefix(word.text) { return word.text.count }
    guard word.maxTypos > 0 else { return nil }
    let a = Array(word.text.unicodeScalars)
    let b = Array(token.unicodeScalars)
    if EditDistance.distance(a, b, limit: word.maxTypos, prefix: false) != nil {
      return token.count
    }
    if word.isPrefix, EditDistance.distance(a, b, limit: word.maxTypos, prefix: true) != nil {
      return min(token.count, word.text.count)
    }
    return nil
  }

  /// The highlight object mirroring `value`'s shape.
  func highlight(_ value: JSON) -> JSON {
    switch value {
    case .array(let elements): return .array(elements.map(highlight))
    case .object(let object):
      return .object(JSONObject(object.map { ($0.key, highlight($0.value)) }))
    case .null: return .null
    default:
      return highlightText(value.scalarText ?? "")
    }
  }

  private func highlightText(_ text: String) -> JSON {
    var matched = Array(repeating: false, count: words.count)
    var output = ""
    var cursor = text.startIndex
    var highlightedWords = 0
    let textWords = Tokenizer.words(text)
    for textWord in textWords {
      var best: Int?
      for (index, word) in words.enumerated() {
        if let length = highlightLength(textWord.token, word) {
          matched[index] = true
          best = max(best ?? 0, length)
        }
      }
      guard let length = best else { continue }
      let original = text[textWord.range]
      let end = original.index(original.startIndex, offsetBy: min(length, original.count))
      output += text[cursor..<textWord.range.lowerBound]
      output += preTag + original[..<end] + postTag + original[end...]
      cursor = textWord.range.upperBound
      if end == original.endIndex { highlightedWords += 1 }
    }
    output += text[cursor...]
    let matchedWords = words.indices.filter { matched[$0] }.map { JSON.string(words[$0].text) }
    var object: JSONObject = ["value": .string(output)]
    let level =
      matchedWords.isEmpty ? "none" : (matchedWords.count == words.count ? "full" : "partial")
    object["matchLevel"] = .string(level)
    if !matchedWords.isEmpty {
      object["fullyHighlighted"] = .bool(highlightedWords == textWords.count)
    }
    object["matchedWords"] = .array(matchedWords)
    return .object(object)
  }
}
