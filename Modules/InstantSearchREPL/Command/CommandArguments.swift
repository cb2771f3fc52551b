/// A command line once its command is known: the line itself, the text after the command's
/// name, and its words, for a command's `init(parsing:)`.
public struct CommandArguments: Sendable {
  /// The whole line as typed.
  public let line: String

  /// The command's name (its canonical one, even when an alias was typed).
  public let command: String

  /// The text after the name and the spaces that follow it, without trailing spaces: what
  /// `search` searches for and `filter` reads its expression from.
  public let text: String

  /// The 1-based column where ``text`` starts on the line.
  public let textColumn: Int

  /// Splits `line`, whose first word names `command`.
  /// - Parameters:
  ///   - line: The line as typed.
  ///   - command: The canonical name of the command its first word names.
  public init(line: String, command: String) {
    self.line = line
    self.command = command
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let leading = line.prefix(while: isSpace)
    let name = line.dropFirst(leading.count).prefix { !isSpace($0) }
    let gap = line.dropFirst(leading.count + name.count).prefix(while: isSpace)
    text = String(line.dropFirst(leading.count + name.count + gap.count)).trimmingTrailingSpaces
    textColumn = leading.count + name.count + gap.count + 1
  }

  /// The words after the name, split at spaces with quotes and backslashes resolved.
  /// - Returns: The words, with their columns.
  /// - Throws: `CommandError.unterminatedQuote` with the opening quote's column.
  public func words() throws(CommandError) -> [Word] {
    Array(try Word.split(line).dropFirst())
  }

  /// A usage error of this command.
  /// - Parameters:
  ///   - message: What does not fit.
  ///   - column: Where, when one place is at fault.
  /// - Returns: The error, which names the command and repeats its usage.
  public func usage(_ message: String, column: Int? = nil) -> CommandError {
    .usage(command: command, message: message, column: column)
  }

  /// The words after the name, checking that there are no more than `maximum`.
  /// - Parameters:
  ///   - maximum: The most words the command takes.
  ///   - message: What to say when there are more.
  /// - Throws: `CommandError` for an unterminated quote or too many words.
  /// - Returns: The words, with their columns.
  public func words(atMost maximum: Int, _ message: String) throws(CommandError) -> [Word] {
    let words = try words()
    guard words.count <= maximum else {
      throw usage(message, column: words.count > maximum ? words[maximum].column : nil)
    }
    return words
  }

  /// `word` read as a number from 1, or a usage error pointing at it.
  /// - Parameter word: The word.
  /// - Returns: The number.
  /// - Throws: `CommandError.usage` when the word is not a positive number.
  public func positiveNumber(_ word: Word) throws(CommandError) -> Int {
    guard let number = Int(word.text), number > 0 else {
      throw usage("\"\(word.text)\" is not a positive number", column: word.column)
    }
    return number
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
