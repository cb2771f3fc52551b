import LineEditor

/// Where the cursor is when Tab is pressed after a command's name: what a command's
/// `complete(_:)` reads.
public struct CompletionContext: Sendable {
  /// The finished words after the command's name, as typed (quotes kept).
  public var arguments: [String]

  /// The word being typed, which the candidates would replace.
  public var word: String

  /// What the session last published: index names, attributes, facet values, groups.
  public var vocabulary: CompletionVocabulary

  /// Creates a context.
  /// - Parameters:
  ///   - arguments: The finished words after the name.
  ///   - word: The word under the cursor.
  ///   - vocabulary: The session's vocabulary.
  public init(arguments: [String], word: String, vocabulary: CompletionVocabulary) {
    self.arguments = arguments
    self.word = word
    self.vocabulary = vocabulary
  }
}

extension CompletionContext {
  /// Offers `candidates` for a command's first argument, and nothing once it is typed: what
  /// most commands complete.
  /// - Parameter candidates: The words the first argument may be.
  /// - Returns: The completion of the word under the cursor.
  public func firstArgument(_ candidates: [String]) -> Completion {
    Completion(word: word, candidates: arguments.isEmpty ? candidates : [])
  }
}
