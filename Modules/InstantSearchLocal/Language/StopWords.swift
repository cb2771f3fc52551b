/// The stop word lists, by language, split from the generated ``StopWordTable`` once at first
/// use (Swift's lazy, thread-safe static initialization).
enum StopWords {
  /// Stop words by ISO 639-1 code.
  static let lists: [String: Set<String>] = {
    var lists: [String: Set<String>] = [:]
    for line in StopWordTable.source.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let code = words.first else { continue }
      lists[code] = Set(words.dropFirst())
    }
    return lists
  }()

  /// The languages that have a list, sorted.
  static var languages: [String] { lists.keys.sorted() }

  /// Whether `word` (normalized) is a stop word of one of `languages`.
  static func contains(_ word: String, languages: [String]) -> Bool {
    languages.contains { lists[$0]?.contains(word) == true }
  }
}
