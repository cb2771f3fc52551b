/// One word of a command line, with where it starts, so errors can point at it.
public struct Word: Sendable, Equatable {
  /// The word with its quotes removed and escapes resolved.
  public var text: String

  /// The column (1-based, in characters) where the word starts on the line.
  public var column: Int

  /// Where the word starts in the line.
  public var start: String.Index

  /// Where the word ends in the line (after its closing quote, if any).
  public var end: String.Index

  /// Creates a word.
  /// - Parameters:
  ///   - text: The unquoted text.
  ///   - column: Its 1-based column.
  ///   - start: Its start in the line.
  ///   - end: Its end in the line.
  public init(text: String, column: Int, start: String.Index, end: String.Index) {
    self.text = text
    self.column = column
    self.start = start
    self.end = end
  }

  /// Splits `line` into words at spaces; single or double quotes keep spaces inside a word,
  /// and a backslash escapes the next character.
  /// - Parameter line: A command line.
  /// - Returns: The words in order.
  /// - Throws: `CommandError.unterminatedQuote` with the column of the opening quote.
  public static func split(_ line: String) throws(CommandError) -> [Word] {
    var words: [Word] = []
    var current: String?
    var start = line.startIndex
    var startColumn = 1
    var quote: Character?
    var quoteColumn = 0
    var escaped = false
    var column = 0
    for index in line.indices {
      let character = line[index]
      column += 1
      if escaped {
        current = (current ?? "") + String(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          current = (current ?? "") + String(character)
        }
        continue
      }
      if character == " " || character == "\t" {
        if let text = current {
          words.append(Word(text: text, column: startColumn, start: start, end: index))
          current = nil
        }
        continue
      }
      if current == nil {
        current = ""
        start = index
        startColumn = column
      }
      if character == "\"" || character == "'" {
        quote = character
        quoteColumn = column
      } else if character == "\\" {
        escaped = true
      } else {
        current = (current ?? "") + String(character)
      }
    }
    if quote != nil { throw .unterminatedQuote(column: quoteColumn) }
    if let text = current {
      let text = text + (escaped ? "\\" : "")
      words.append(Word(text: text, column: startColumn, start: start, end: line.endIndex))
    }
    return words
  }
}
