/// Where the query words match in one text: the text's words, and for each matched run of
/// words, which query word it is and how much to highlight. Highlights and snippets both
/// render from it.
struct TextMarks {
  /// One matched run of words.
  struct Mark {
    /// The first text word of the run.
    var word: Int
    /// How many text words the run covers (more than one for a multi-word synonym).
    var count: Int
    /// How many characters of the run's last word to highlight (a prefix match highlights
    /// the typed part only).
    var length: Int
    /// The query word it matches.
    var queryWord: Int
    /// Every query word matching the run (the best first).
    var matchedQueryWords: [Int]
    /// The query word's text, when the run matched through a synonym and
    /// `replaceSynonymsInHighlight` shows the query's word instead.
    var replacement: String?

    init(word: Int, count: Int, length: Int, queryWord: Int) {
      self.word = word
      self.count = count
      self.length = length
      self.queryWord = queryWord
      matchedQueryWords = [queryWord]
      replacement = nil
    }
  }

  let text: String
  let words: [Tokenizer.Word]
  /// The runs, in text order, not overlapping.
  let marks: [Mark]

  /// Marks `text` for `highlighter`'s query words and their alternatives.
  init(_ text: String, highlighter: Highlighter) {
    self.text = text
    let words = Tokenizer.words(text)
    self.words = words
    var marks: [Mark] = []
    var index = 0
    while index < words.count {
      if let mark = highlighter.mark(words, at: index) {
        marks.append(mark)
        index += mark.count
      } else {
        index += 1
      }
    }
    self.marks = marks
  }

  /// The query words matched anywhere in the text, in query order.
  var matched: [Int] {
    Array(Set(marks.flatMap(\.matchedQueryWords))).sorted()
  }

  /// For each text word, the query word it matched, or nil.
  var queryWordOfWord: [Int?] {
    var result = [Int?](repeating: nil, count: words.count)
    for mark in marks {
      for index in mark.word..<mark.word + mark.count { result[index] = mark.queryWord }
    }
    return result
  }

  /// The text of words `range` (and, for the whole text, what surrounds them) with the
  /// matches wrapped in the tags.
  ///
  /// - Returns: the tagged text, and how many of the range's words are highlighted whole.
  func render(_ range: Range<Int>, whole: Bool, preTag: String, postTag: String)
    -> (text: String, highlightedWords: Int)
  {
    guard !words.isEmpty else { return (whole ? text : "", 0) }
    var cursor = whole ? text.startIndex : words[range.lowerBound].range.lowerBound
    let end = whole ? text.endIndex : words[range.upperBound - 1].range.upperBound
    var output = ""
    var highlighted = 0
    for mark in marks where range.contains(mark.word) {
      let last = min(mark.word + mark.count, range.upperBound) - 1
      let start = words[mark.word].range.lowerBound
      let lastWord = text[words[last].range]
      let cut = lastWord.index(
        lastWord.startIndex, offsetBy: min(mark.length, lastWord.count))
      output += text[cursor..<start]
      if let replacement = mark.replacement {
        output += preTag + replacement + postTag
      } else {
        output += preTag + text[start..<cut] + postTag + lastWord[cut...]
      }
      cursor = words[last].range.upperBound
      if cut == lastWord.endIndex { highlighted += last - mark.word + 1 }
    }
    output += text[cursor..<end]
    return (output, highlighted)
  }
}
