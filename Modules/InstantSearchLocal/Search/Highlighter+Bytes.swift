import InstantSearchCore

extension Highlighter {
  /// The query words and their alternatives as bytes, to highlight a text of ASCII or of the
  /// scalars ``FoldTable`` holds from its bytes: no string made for each of its words, no mark
  /// list for each match.
  ///
  /// The marks are those ``TextMarks`` finds for the same text (the longest run, then the
  /// longest highlight; every query word matching a run counts as matched); the tests compare
  /// the two on every text they highlight.
  ///
  /// A class: every text of a response is highlighted with the same one, handed down the
  /// byte path's calls and closures, where a struct of five arrays was copied (five retains
  /// and releases) at each step.
  final class ByteQuery {
    /// Each query word's bytes.
    let words: [[UInt8]]
    /// Each query word's length in characters (one scalar each).
    let lengths: [Int]
    /// Each query word's alternatives: their tokens' bytes, and whether a synonym gave them.
    let alternatives: [[(tokens: [[UInt8]], isSynonym: Bool)]]
    let preTag: [UInt8]
    let postTag: [UInt8]

    /// The byte form of a query (``Highlighter``'s properties of the same names), or nil when
    /// a query word or an alternative holds a scalar ``FoldTable`` does not (a combining mark,
    /// another script: it could then match a text word through Unicode's equivalences, which
    /// the string comparisons of ``TextMarks`` handle) or there are more than 64 words.
    init?(words: [QueryWord], alternatives: [[Alternative]], preTag: String, postTag: String) {
      func isHeld(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { FoldTable.holds($0.value) }
      }
      guard words.count <= 64, words.allSatisfy({ isHeld($0.text) }),
        alternatives.allSatisfy({ $0.allSatisfy { $0.tokens.allSatisfy(isHeld) } })
      else { return nil }
      self.words = words.map { Array($0.text.utf8) }
      lengths = words.map { $0.text.unicodeScalars.count }
      self.alternatives = alternatives.map { alternatives in
        alternatives.map { (tokens: $0.tokens.map { Array($0.utf8) }, isSynonym: $0.isSynonym) }
      }
      self.preTag = Array(preTag.utf8)
      self.postTag = Array(postTag.utf8)
    }
  }

  /// The words and marks of a text, emptied and reused from one text to the next.
  struct ByteScratch {
    var words = WordSpans()
    fileprivate var marks: [ByteMark] = []
  }

  /// One matched run of a text's words (``TextMarks/Mark`` without the list of words).
  fileprivate struct ByteMark {
    var word: Int
    var count: Int
    var length: Int
    /// The query word it matches (of the run's best match, as ``TextMarks/Mark/queryWord``).
    var queryWord: Int
    /// The query word whose text replaces the run (a synonym with `replaceSynonyms`), or -1.
    var replacement: Int
    /// Every query word matching the run, one bit each.
    var matched: UInt64
  }

  /// What a text's highlight object holds, made from its bytes: the tagged text, the query
  /// words matched (one bit each), and whether every word of the text is highlighted whole.
  struct ByteHighlight {
    var value: String
    var matched: UInt64
    var isFull: Bool
  }

  /// The highlight of `text` when it is all ASCII or ``FoldTable`` holds its scalars (nil
  /// otherwise): what ``TextMarks`` and ``TextMarks/render(_:whole:preTag:postTag:)`` give,
  /// made from the bytes.
  func byteHighlightParts(_ text: String, _ query: ByteQuery) -> ByteHighlight? {
    withByteMarks(text, query) { bytes, spans, marks in
      let (value, highlighted) = render(
        bytes, spans, marks, query, words: 0..<spans.count, whole: true)
      return ByteHighlight(
        value: value, matched: marks.reduce(0) { $0 | $1.matched },
        isFull: highlighted == spans.count)
    }
  }

  /// The highlight object of `text` when it is all ASCII or ``FoldTable`` holds its scalars
  /// (nil otherwise), from ``byteHighlightParts(_:_:)``.
  func byteHighlight(_ text: String, _ query: ByteQuery) -> JSON? {
    guard let parts = byteHighlightParts(text, query) else { return nil }
    let matchedCount = parts.matched.nonzeroBitCount
    var object = JSONObject()
    object.reserveCapacity(4)
    object["value"] = .string(parts.value)
    object["matchLevel"] = .string(level(matchedCount))
    if matchedCount > 0 { object["fullyHighlighted"] = .bool(parts.isFull) }
    object["matchedWords"] = matchedWordList(parts.matched)
    return .object(object)
  }

  /// The snippet object of `text` (at most `size` words around its best match, `ellipsis`
  /// where it was cut) when it is all ASCII or ``FoldTable`` holds its scalars (nil
  /// otherwise): what ``snippet(_:size:ellipsis:)`` makes of its ``TextMarks``, from the bytes.
  func byteSnippet(_ text: String, _ query: ByteQuery, size: Int, ellipsis: String) -> JSON? {
    withByteMarks(text, query) { bytes, spans, marks in
      var queryWordOfWord = [Int?](repeating: nil, count: spans.count)
      for mark in marks {
        for word in mark.word..<mark.word + mark.count { queryWordOfWord[word] = mark.queryWord }
      }
      let range = SnippetWindow.range(matches: queryWordOfWord, size: size)
      let whole = range.count == spans.count
      var output = render(bytes, spans, marks, query, words: range, whole: whole).value
      if !whole && range.lowerBound > 0 { output = ellipsis + output }
      if !whole && range.upperBound < spans.count { output += ellipsis }
      let matched = marks.reduce(0) { $0 | $1.matched }
      return ["value": .string(output), "matchLevel": .string(level(matched.nonzeroBitCount))]
    }
  }

  /// Calls `body` with the bytes of `text`, its words' spans and their marks, when it is all
  /// ASCII or ``FoldTable`` holds its scalars; nil otherwise.
  private func withByteMarks<Result>(
    _ text: String, _ query: ByteQuery,
    _ body: (UnsafeBufferPointer<UInt8>, [(start: Int, end: Int)], [ByteMark]) -> Result
  ) -> Result? {
    var text = text
    return text.withUTF8 { bytes -> Result? in
      var scratch = byteScratch
      byteScratch = ByteScratch()
      defer { byteScratch = scratch }
      guard scratch.words.read(bytes) else { return nil }
      var marks = scratch.marks
      marks.removeAll(keepingCapacity: true)
      defer { scratch.marks = marks }
      let found = scratch.words
      let spans = found.spans
      found.tokens.withUnsafeBufferPointer { tokens in
        func token(_ word: Int) -> UnsafeBufferPointer<UInt8> {
          UnsafeBufferPointer(rebasing: tokens[found.tokenRange(word)])
        }
        var index = 0
        while index < spans.count {
          if let mark = byteMark(at: index, spans.count, token, query) {
            marks.append(mark)
            index += mark.count
          } else {
            index += 1
          }
        }
      }
      return body(bytes, spans, marks)
    }
  }

  /// The best run starting at word `index` of `count` (``mark(_:at:)`` on bytes).
  private func byteMark(
    at index: Int, _ count: Int, _ token: (Int) -> UnsafeBufferPointer<UInt8>,
    _ query: ByteQuery
  ) -> ByteMark? {
    var best: ByteMark?
    func consider(_ mark: ByteMark) {
      guard let current = best else {
        best = mark
        return
      }
      if (mark.count, mark.length) > (current.count, current.length) {
        best = mark
      }
      best!.matched = current.matched | mark.matched
    }
    let text = token(index)
    for position in query.words.indices {
      if let length = byteLength(text, position, query) {
        consider(
          ByteMark(
            word: index, count: 1, length: length, queryWord: position, replacement: -1,
            matched: 1 << position))
      }
      guard position < query.alternatives.count else { continue }
      for alternative in query.alternatives[position]
      where index + alternative.tokens.count <= count
        && alternative.tokens.indices.allSatisfy({
          token(index + $0).elementsEqual(alternative.tokens[$0])
        })
      {
        let runCount = alternative.tokens.count
        consider(
          ByteMark(
            word: index, count: runCount,
            length: Self.characters(token(index + runCount - 1)), queryWord: position,
            replacement: replaceSynonyms && alternative.isSynonym ? position : -1,
            matched: 1 << position))
      }
    }
    return best
  }

  /// How many characters of a text word (its token's bytes) the query word at `position`
  /// highlights, or nil (``highlightLength(_:_:)`` on bytes).
  private func byteLength(
    _ token: UnsafeBufferPointer<UInt8>, _ position: Int, _ query: ByteQuery
  ) -> Int? {
    let queryWord = words[position]
    let word = query.words[position]
    let wordLength = query.lengths[position]
    if token.count >= word.count, token.prefix(word.count).elementsEqual(word) {
      if token.count == word.count || queryWord.isPrefix { return wordLength }
    }
    guard queryWord.maxTypos > 0 else { return nil }
    let tokenLength = Self.characters(token)
    guard
      EditDistance.lengthsAllow(
        wordLength, tokenLength, limit: queryWord.maxTypos, prefix: queryWord.isPrefix)
    else { return nil }
    func within(prefix: Bool) -> Bool {
      if tokenLength == token.count && wordLength == word.count {
        // ASCII words: their bytes are their scalars, compared in place.
        return EditDistance.distance(word, token, limit: queryWord.maxTypos, prefix: prefix)
          != nil
      }
      let scalars = Array(String(decoding: token, as: UTF8.self).unicodeScalars)
      return EditDistance.distance(
        self.scalars[position], scalars, limit: queryWord.maxTypos, prefix: prefix) != nil
    }
    if within(prefix: false) { return tokenLength }
    if queryWord.isPrefix, within(prefix: true) { return min(tokenLength, wordLength) }
    return nil
  }

  /// How many characters the UTF-8 `bytes` of scalars ``FoldTable`` holds make: one a scalar.
  static func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// The text `bytes` of the words `words` (and, for the whole text, what surrounds them), its
  /// words `spans` marked with `marks` wrapped in the tags: ``TextMarks/render(_:whole:preTag:postTag:)``
  /// on bytes.
  ///
  /// - Returns: the tagged text, and how many of the range's words are highlighted whole.
  fileprivate func render(
    _ bytes: UnsafeBufferPointer<UInt8>, _ spans: [(start: Int, end: Int)], _ marks: [ByteMark],
    _ query: ByteQuery, words: Range<Int>, whole: Bool
  ) -> (value: String, highlighted: Int) {
    guard !spans.isEmpty else {
      return (whole ? String(decoding: bytes, as: UTF8.self) : "", 0)
    }
    let first = whole ? 0 : spans[words.lowerBound].start
    let end = whole ? bytes.count : spans[words.upperBound - 1].end
    var length = end - first + marks.count * (query.preTag.count + query.postTag.count)
    for mark in marks where mark.replacement >= 0 {
      length += query.words[mark.replacement].count
    }
    var highlighted = 0
    // The value's bytes written straight into the string's storage.
    let value = String(unsafeUninitializedCapacity: max(length, 1)) { output in
      var written = 0
      func append(_ part: UnsafeBufferPointer<UInt8>) {
        guard let source = part.baseAddress, !part.isEmpty else { return }
        (output.baseAddress! + written).initialize(from: source, count: part.count)
        written += part.count
      }
      func append(_ part: [UInt8]) { part.withUnsafeBufferPointer { append($0) } }
      var cursor = first
      for mark in marks where words.contains(mark.word) {
        let last = min(mark.word + mark.count, words.upperBound) - 1
        let start = spans[mark.word].start
        let lastEnd = spans[last].end
        // `length` characters of the last word: one or two bytes each (``FoldTable``).
        var cut = spans[last].start
        var characters = 0
        while cut < lastEnd && characters < mark.length {
          cut += bytes[cut] < 0x80 ? 1 : 2
          characters += 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[cursor..<start]))
        append(query.preTag)
        if mark.replacement >= 0 {
          append(query.words[mark.replacement])
          append(query.postTag)
        } else {
          append(UnsafeBufferPointer(rebasing: bytes[start..<cut]))
          append(query.postTag)
          append(UnsafeBufferPointer(rebasing: bytes[cut..<lastEnd]))
        }
        cursor = lastEnd
        if cut == lastEnd { highlighted += last - mark.word + 1 }
      }
      append(UnsafeBufferPointer(rebasing: bytes[cursor..<end]))
      return written
    }
    return (value, highlighted)
  }

  /// The `matchedWords` array of the query words whose bits `matched` holds, in query order.
  private func matchedWordList(_ matched: UInt64) -> JSON {
    if let made = matchedWordLists[matched] { return made }
    var list: [JSON] = []
    list.reserveCapacity(matched.nonzeroBitCount)
    for position in words.indices where matched & (1 << position) != 0 {
      list.append(.string(words[position].text))
    }
    matchedWordLists[matched] = .array(list)
    return .array(list)
  }
}
