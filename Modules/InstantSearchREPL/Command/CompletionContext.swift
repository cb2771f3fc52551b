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
