import InstantSearchCore

/// Builds `_highlightResult` and `_snippetResult` objects: matching words wrapped in tags, with
/// the match level and the query words found. One highlighter serves one response: it keeps
/// the highlights it made, by text.
final class Highlighter {
  /// A run of record words a query word also matches: a plural form, or a synonym.
  struct Alternative {
    var tokens: [String]
    var isSynonym: Bool
  }

  let words: [QueryWord]
  let preTag: String
  let postTag: String
  /// For each query word, what else it matches (empty when there is nothing else).
  let alternatives: [[Alternative]]
  /// Whether a run matched through a synonym shows the query's word (`replaceSynonymsInHighlight`).
  let replaceSynonyms: Bool
  /// Each query word's scalars, for the typo comparisons (made once, not once a text word).
  let scalars: [[Unicode.Scalar]]
  /// The query as bytes, when ``FoldTable`` holds its scalars: what highlights a text of ASCII
  /// or of those scalars.
  let byteQuery: ByteQuery?
  /// The highlights ``TextMarks`` made, by text: the hits of one page often share a brand or
  /// a category. A text the byte path highlights is highlighted again instead (less than
  /// hashing and keeping it costs). A highlighter serves one response, on one thread.
  private var made: [TextKey: JSON] = [:]
  /// The `matchedWords` arrays made, by the query words they list (one bit each): a page's
  /// highlights list the same few sets again and again.
  var matchedWordLists: [UInt64: JSON] = [:]
  /// The word spans, tokens and marks of the text highlighted from its bytes last, kept for
  /// their memory: the next text reuses them.
  var byteScratch = ByteScratch()

  /// A highlighter of `words`, wrapping matches in `preTag` and `postTag`.
  init(
    words: [QueryWord], preTag: String, postTag: String, alternatives: [[Alternative]] = [],
    replaceSynonyms: Bool = false
  ) {
    self.words = words
    self.preTag = preTag
    self.postTag = postTag
    self.alternatives = alternatives
    self.replaceSynonyms = replaceSynonyms
    scalars = words.map { Array($0.text.unicodeScalars) }
    byteQuery = ByteQuery(
      words: words, alternatives: alternatives, preTag: preTag, postTag: postTag)
  }

  /// How a text word matches a query word: how many characters to highlight, or nil.
  private func highlightLength(_ token: String, _ position: Int) -> Int? {
    let word = words[position]
    if token == word.text { return token.count }
    if word.isPrefix && token.hasPrefix(word.text) { return word.text.count }
    guard word.maxTypos > 0 else { return nil }
    let a = scalars[position]
    // Most text words are too short or (for a whole query word) too long to be within the
    // budget: known from their lengths, without copying their scalars. A prefix query word's
    // check covers both comparisons below.
    guard
      EditDistance.lengthsAllow(
        a.count, token.unicodeScalars.count, limit: word.maxTypos, prefix: word.isPrefix)
    else { return nil }
    let b = Array(token.unicodeScalars)
    if EditDistance.distance(a, b, limit: word.maxTypos, prefix: false) != nil {
      return token.count
    }
    if word.isPrefix, EditDistance.distance(a, b, limit: word.maxTypos, prefix: true) != nil {
      return min(token.count, word.text.count)
    }
    return nil
  }

  /// The run of text words starting at `index` that query words match, if any: the longest
  /// run, then the longest highlight; every query word matching it is listed.
  func mark(_ text: [Tokenizer.Word], at index: Int) -> TextMarks.Mark? {
    var best: TextMarks.Mark?
    func consider(_ mark: TextMarks.Mark) {
      guard let current = best else {
        best = mark
        return
      }
      if (mark.count, mark.length) > (current.count, current.length) {
        best = mark
        best!.matchedQueryWords = current.matchedQueryWords + [mark.queryWord]
      } else if !current.matchedQueryWords.contains(mark.queryWord) {
        best!.matchedQueryWords.append(mark.queryWord)
      }
    }
    for (position, word) in words.enumerated() {
      if let length = highlightLength(text[index].token, position) {
        consider(TextMarks.Mark(word: index, count: 1, length: length, queryWord: position))
      }
      guard position < alternatives.count else { continue }
      for alternative in alternatives[position]
      where index + alternative.tokens.count <= text.count
        && zip(alternative.tokens, text[index...]).allSatisfy({ $0 == $1.token })
      {
        let count = alternative.tokens.count
        var mark = TextMarks.Mark(
          word: index, count: count, length: text[index + count - 1].token.count,
          queryWord: position)
        if replaceSynonyms && alternative.isSynonym { mark.replacement = word.text }
        consider(mark)
      }
    }
    return best
  }

  /// The highlight object mirroring `value`'s shape.
  func highlight(_ value: JSON) -> JSON {
    mirror(value) { highlightText($0) }
  }

  /// The snippet object mirroring `value`'s shape: at most `size` words of each text around
  /// its best match, `ellipsis` where the text was cut.
  func snippet(_ value: JSON, size: Int, ellipsis: String) -> JSON {
    mirror(value) { text in
      byteQuery.flatMap { byteSnippet(text, $0, size: size, ellipsis: ellipsis) }
        ?? markedSnippet(text, size: size, ellipsis: ellipsis)
    }
  }

  /// The snippet object of `text` from its ``TextMarks``: what snips a text the byte path does
  /// not, and what that path is tested against.
  func markedSnippet(_ text: String, size: Int, ellipsis: String) -> JSON {
    let marks = TextMarks(text, highlighter: self)
    let range = SnippetWindow.range(matches: marks.queryWordOfWord, size: size)
    let whole = range.count == marks.words.count
    var output = marks.render(range, whole: whole, preTag: preTag, postTag: postTag).text
    if !whole && range.lowerBound > 0 { output = ellipsis + output }
    if !whole && range.upperBound < marks.words.count { output += ellipsis }
    return ["value": .string(output), "matchLevel": .string(level(marks.matched.count))]
  }

  private func mirror(_ value: JSON, _ body: (String) -> JSON) -> JSON {
    switch value {
    case .array(let elements): return .array(elements.map { mirror($0, body) })
    case .object(let object):
      return .object(JSONObject(object.map { ($0.key, mirror($0.value, body)) }))
    case .null: return .null
    default: return body(value.scalarText ?? "")
    }
  }

  func level(_ matched: Int) -> String {
    matched == 0 ? "none" : (matched == words.count ? "full" : "partial")
  }

  private func highlightText(_ text: String) -> JSON {
    // Nothing can match without query words: the text as it is.
    guard !words.isEmpty else {
      return ["value": .string(text), "matchLevel": "none", "matchedWords": []]
    }
    if let byteQuery, let object = byteHighlight(text, byteQuery) { return object }
    let key = TextKey(text: text)
    if let known = made[key] { return known }
    let object = markedHighlight(text)
    made[key] = object
    return object
  }

  /// The highlight object of `text` from its ``TextMarks``: what highlights a text the byte
  /// path does not (another script, a combining mark), and what that path is tested against.
  func markedHighlight(_ text: String) -> JSON {
    let marks = TextMarks(text, highlighter: self)
    let (output, highlighted) = marks.render(
      0..<marks.words.count, whole: true, preTag: preTag, postTag: postTag)
    let matched = marks.matched
    var object: JSONObject = ["value": .string(output)]
    object["matchLevel"] = .string(level(matched.count))
    if !matched.isEmpty {
      object["fullyHighlighted"] = .bool(highlighted == marks.words.count)
    }
    object["matchedWords"] = .array(matched.map { JSON.string(words[$0].text) })
    return .object(object)
  }
}

/// A text as a dictionary key by its UTF-8 bytes. Hashing a `String` that is not ASCII
/// normalizes it first (its equality is canonical equivalence), which costs more than
/// highlighting a short text; two texts alike only in canonical equivalence are two keys here,
/// each highlighted once.
private struct TextKey: Hashable {
  let text: String

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  static func == (left: TextKey, right: TextKey) -> Bool {
    left.text.utf8.elementsEqual(right.text.utf8)
  }
}
