/// A command line that cannot be run as written: the tool prints the message and the mode's
/// usage, and exits with ``ExitCode/usage``.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in one sentence (with a "did you mean" when a near name exists).
  public var message: String

  /// Creates an error.
  /// - Parameter message: What is wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// An unknown word, with the nearest of `candidates` when one is near enough.
  /// - Parameters:
  ///   - kind: What the word was taken for (`option`, `mode`).
  ///   - word: The word as typed.
  ///   - candidates: The words that exist.
  /// - Returns: The error.
  static func unknown(_ kind: String, _ word: String, candidates: [String]) -> UsageError {
    let hint = Suggestion.nearest(to: word, in: candidates).map { "; did you mean \($0)?" } ?? ""
    return UsageError("unknown \(kind) \"\(word)\"\(hint)")
  }
}

/// The exit statuses, the same in every mode.
public enum ExitCode {
  /// It did what was asked.
  public static let success: Int32 = 0
  /// It could not (a file missing, a check failed, a command of a script failed).
  public static let failure: Int32 = 1
  /// The command line was wrong; nothing was done.
  public static let usage: Int32 = 2
}

/// The nearest name to a mistyped one, by edit distance.
public enum Suggestion {
  /// The candidate nearest `word`, if it is within a third of the word's length (at least 1,
  /// at most 3 edits); ties go to the first.
  /// - Parameters:
  ///   - word: The word as typed.
  ///   - candidates: The names that exist.
  /// - Returns: The nearest name, or `nil`.
  public static func nearest(to word: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = self.distance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein distance (adjacent swaps count one) between two strings.
  /// - Parameters:
  ///   - first: One string.
  ///   - second: The other.
  /// - Returns: The fewest edits that turn one into the other.
  public static func distance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = value
      }
    }
    return rows[a.count][b.count]
  }
}
