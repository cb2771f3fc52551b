/// What a completer offers for the word under the cursor: the word as typed, and the full
/// words that could replace it.
public struct Completion: Sendable, Equatable {
  /// The end of the line before the cursor that the candidates would replace.
  public var word: String

  /// Full replacements for `word`; only those that start with `word` are considered.
  public var candidates: [String]

  /// Whether a unique candidate is followed by a space (true for a finished word, false for
  /// a prefix such as `brand:` that expects more).
  public var appendsSpace: Bool

  /// Whether the candidates are file paths: a listing then shows each one's name in its folder
  /// (`data/`, `talks.json`), as shells do, not the whole path.
  public var isPath: Bool

  /// Creates a completion.
  /// - Parameters:
  ///   - word: The text being completed, a suffix of the line before the cursor.
  ///   - candidates: The words that could replace it.
  ///   - appendsSpace: Whether a unique match gets a trailing space.
  ///   - isPath: Whether the candidates are file paths, listed by their last component.
  public init(
    word: String, candidates: [String], appendsSpace: Bool = true, isPath: Bool = false
  ) {
    self.word = word
    self.candidates = candidates
    self.appendsSpace = appendsSpace
    self.isPath = isPath
  }

  /// No candidates.
  public static let none = Completion(word: "", candidates: [])

  /// What the editor does with this completion, as a person expects from Tab.
  ///
  /// A unique match is inserted; several matches with a longer common prefix extend the word
  /// to it; several matches with nothing to add are listed (paths by their last component);
  /// no match beeps.
  public var action: CompletionAction {
    let matches = Self.unique(candidates.filter { $0.hasPrefix(word) })
    guard let first = matches.first else { return .beep }
    if matches.count == 1 {
      let rest = String(first.dropFirst(word.count))
      let suffix = appendsSpace ? " " : ""
      return .insert(rest + suffix)
    }
    let prefix = Self.commonPrefix(matches)
    if prefix.count > word.count {
      return .insert(String(prefix.dropFirst(word.count)))
    }
    return .list(matches.sorted().map { isPath ? Self.lastComponent($0) : $0 })
  }

  /// A path's last component, a folder's with its trailing `/` (`a/b/` → `b/`).
  static func lastComponent(_ path: String) -> String {
    let body = path.hasSuffix("/") ? path.dropLast() : Substring(path)
    guard let slash = body.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The longest common prefix of `words`, in whole characters.
  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }

  /// `words` without repetitions, in first-seen order.
  static func unique(_ words: [String]) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }
}
