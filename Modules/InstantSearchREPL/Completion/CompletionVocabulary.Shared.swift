import InstantSearchCore

extension CompletionVocabulary {
  /// A vocabulary shared between the session (which updates it) and the line editor's thread
  /// (which reads it on Tab).
  public final class Shared: Sendable {
    /// The vocabulary, behind a lock.
    private let value = Locked(CompletionVocabulary())

    /// Creates an empty shared vocabulary.
    public init() {}

    /// The vocabulary as it is now.
    public var snapshot: CompletionVocabulary { value.withLock { $0 } }

    /// Changes the vocabulary.
    /// - Parameter change: Edits the vocabulary in place.
    public func update(_ change: (inout CompletionVocabulary) -> Void) {
      value.withLock { change(&$0) }
    }
  }
}
