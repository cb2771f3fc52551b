import InstantSearchCore

extension Highlighter {
  /// The query words and their alternatives as bytes, to highlight a text that is all ASCII
  /// from its bytes: no string made for each of its words, no mark list for each match.
  ///
  /// The marks are those ``TextMarks`` finds for the same text (the longest run, then the
  /// longest highlight; every query word matching a run counts as matched); the tests compare
  /// the two on every text they highlight.
  struct ASCIIQuery {
    /// Each query word's bytes.
    var words: [[UInt8]]
    /// Each query word's alternatives: their tokens' bytes, and whether a synonym gave them.
    var alternatives: [[(tokens: [[UInt8]], isSynonym: Bool)]]
    var preTag: [UInt8]
    var postTag: [UInt8]

    /// The byte form of a query (``Highlighter``'s properties of the same names), or nil when
    /// a query word or an alternative is not all ASCII (it could then match an ASCII text word
    /// through Unicode's equivalences, which the string comparisons of ``TextMarks`` handle) or
    /// there are more than 64 words.
    init?(words: [QueryWord], alternatives: [[Alternative]], preTag: String, postTag: String) {
      func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
      guard words.count <= 64, words.allSatisfy({ isASCII($0.text) }),
        alternatives.allSatisfy({ $0.allSatisfy { $0.tokens.allSatisfy(isASCII) } })
      else { return nil }
      self.words = words.map { Array($0.text.utf8) }
      self.alternatives = alternatives.map { alternatives in
        alternatives.map { (tokens: $0.tokens.map { Array($0.utf8) }, isSynonym: $0.isSynonym) }
      }
      self.preTag = Array(preTag.utf8)
      self.postTag = Array(postTag.utf8)
    }
  }

  /// One matched run of an ASCII text's words (``TextMarks/Mark`` without the list of words).
  private struct ASCIIMark {
    var word: Int
    var count: Int
    var length: Int
    /// The query word whose text replaces the run (a synonym with `replaceSynonyms`), or -1.
    var replacement: Int
    /// Every query word matching the run, one bit each.
    var matched: UInt64
  }

  /// The highlight object of `text` when it is all ASCII (nil otherwise): what ``TextMarks``
  /// and ``TextMarks/render(_:whole:preTag:postTag:)`` give, made from the bytes.
  func asciiHighlight(_ text: String, _ query: ASCIIQuery) -> JSON? {
    var text = text
    return text.withUTF8 { bytes -> JSON? in
      guard Tokenizer.isASCII(bytes) else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) {
        lower in
        // The words: where each starts and ends, its token the lowercased bytes between.
        var spans: [(start: Int, end: Int)] = []
        var start = -1
        for index in 0...bytes.count {
          let byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
          if index < bytes.count { lower[index] = Tokenizer.lowercaseASCII(byte) }
          if Tokenizer.isASCIIWordByte(byte) {
            if start < 0 { start = index }
          } else if start >= 0 {
            spans.append((start, index))
            start = -1
          }
        }
        let lowered = UnsafeBufferPointer(lower)
        func token(_ word: Int) -> UnsafeBufferPointer<UInt8> {
          UnsafeBufferPointer(rebasing: lowered[spans[word].start..<spans[word].end])
        }
        var marks: [ASCIIMark] = []
        var index = 0
        while index < spans.count {
          if let mark = asciiMark(at: index, spans.count, token, query) {
            marks.append(mark)
            index += mark.count
          } else {
            index += 1
          }
        }
        return render(bytes, spans, marks, query)
      }
    }
  }

  /// The best run starting at word `index` of `count` (``mark(_:at:)`` on bytes).
  private func asciiMark(
    at index: Int, _ count: Int, _ token: (Int) -> UnsafeBufferPointer<UInt8>,
    _ query: ASCIIQuery
  ) -> ASCIIMark? {
    var best: ASCIIMark?
    func consider(_ mark: ASCIIMark) {
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
      if let length = asciiLength(text, position, query.words[position]) {
        consider(
          ASCIIMark(word: index, count: 1, length: length, replacement: -1, matched: 1 << position))
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
          ASCIIMark(
            word: index, count: runCount, length: token(index + runCount - 1).count,
            replacement: replaceSynonyms && alternative.isSynonym ? position : -1,
            matched: 1 << position))
      }
    }
    return best
  }

  /// How many characters of an ASCII text word (its lowercased bytes) the query word at
  /// `position` (its bytes, `word`) highlights, or nil (``highlightLength(_:_:)`` on bytes).
  private func asciiLength(
    _ token: UnsafeBufferPointer<UInt8>, _ position: Int, _ word: [UInt8]
  ) -> Int? {
    let queryWord = words[position]
    if token.count >= word.count, token.prefix(word.count).elementsEqual(word) {
      if token.count == word.count { return token.count }
      if queryWord.isPrefix { return word.count }
    }
    guard queryWord.maxTypos > 0,
      EditDistance.lengthsAllow(
        word.count, token.count, limit: queryWord.maxTypos, prefix: queryWord.isPrefix)
    else { return nil }
    // An ASCII word's bytes are its scalars: compared in place.
    if EditDistance.distance(word, token, limit: queryWord.maxTypos, prefix: false) != nil {
      return token.count
    }
    if queryWord.isPrefix,
      EditDistance.distance(word, token, limit: queryWord.maxTypos, prefix: true) != nil
    {
      return min(token.count, word.count)
    }
    return nil
  }

  /// The highlight object of the text `bytes`, its words `spans` marked with `marks`.
  private func render(
    _ bytes: UnsafeBufferPointer<UInt8>, _ spans: [(start: Int, end: Int)], _ marks: [ASCIIMark],
    _ query: ASCIIQuery
  ) -> JSON {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + marks.count * (query.preTag.count + query.postTag.count))
    var cursor = 0
    var highlighted = 0
    var matched: UInt64 = 0
    for mark in marks {
      let last = mark.word + mark.count - 1
      let start = spans[mark.word].start
      let lastEnd = spans[last].end
      let cut = spans[last].start + min(mark.length, lastEnd - spans[last].start)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<start]))
      output.append(contentsOf: query.preTag)
      if mark.replacement >= 0 {
        output.append(contentsOf: query.words[mark.replacement])
        output.append(contentsOf: query.postTag)
      } else {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<cut]))
        output.append(contentsOf: query.postTag)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cut..<lastEnd]))
      }
      cursor = lastEnd
      if cut == lastEnd { highlighted += mark.count }
      matched |= mark.matched
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
    let matchedCount = matched.nonzeroBitCount
    var object: JSONObject = [
      "value": .string(String(decoding: output, as: UTF8.self)),
      "matchLevel": .string(level(matchedCount)),
    ]
    if matchedCount > 0 { object["fullyHighlighted"] = .bool(highlighted == spans.count) }
    var matchedWords: [JSON] = []
    matchedWords.reserveCapacity(matchedCount)
    for position in words.indices where matched & (1 << position) != 0 {
      matchedWords.append(.string(words[position].text))
    }
    object["matchedWords"] = .array(matchedWords)
    return .object(object)
  }
}
