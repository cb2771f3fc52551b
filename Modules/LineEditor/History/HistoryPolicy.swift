/// Decides what a line becomes in the history, so nothing secret is ever written there.
///
/// A line that starts with a space is not recorded (as bash's `ignorespace`); a token such as
/// `apiKey=...` or `token:...` has its value masked; a command known to take a secret keeps
/// only its name.
public struct HistoryPolicy: Sendable {
  /// Commands whose arguments are never recorded (`cmd <redacted>` is recorded instead).
  public var redactedCommands: Set<String>

  /// Words that mark a `key=value` or `key:value` token as secret when its key contains one.
  public var secretWords: [String]

  /// The characters that separate a token's key from its value (`=` and `:` by default; a
  /// program whose commands use `attribute:value` for something else can keep only `=`).
  public var separators: Set<Character>

  /// Creates a policy.
  /// - Parameters:
  ///   - redactedCommands: Commands whose arguments are dropped.
  ///   - secretWords: Key fragments whose values are masked.
  ///   - separators: What separates a token's key from its value.
  public init(
    redactedCommands: Set<String> = [],
    secretWords: [String] = ["key", "token", "secret", "password", "passwd", "auth"],
    separators: Set<Character> = ["=", ":"]
  ) {
    self.redactedCommands = redactedCommands
    self.secretWords = secretWords
    self.separators = separators
  }

  /// The entry to record for `line`, or `nil` to record nothing.
  /// - Parameter line: The line as entered.
  /// - Returns: The line with secrets masked.
  public func entry(for line: String) -> String? {
    guard let first = line.first, first != " ", first != "\t" else { return nil }
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    if let command = words.first, words.count > 1, redactedCommands.contains(String(command)) {
      return "\(command) <redacted>"
    }
    return words.map { mask(String($0)) }.joined(separator: " ")
  }

  /// `token` with its value replaced by `<redacted>` when its key names a secret.
  private func mask(_ token: String) -> String {
    guard let separator = token.firstIndex(where: { separators.contains($0) }) else {
      return token
    }
    let key = token[..<separator].lowercased()
    guard secretWords.contains(where: { key.contains($0) }) else { return token }
    return token[...separator] + "<redacted>"
  }
}
