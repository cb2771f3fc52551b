/// Singular and plural forms, split from the generated ``PluralTable`` once at first use.
///
/// Only English has a table; other languages find no other form.
enum Plurals {
  /// For each English form (singular or plural), every form of the nouns it belongs to,
  /// itself excluded ("axes" is a plural of both "axe" and "axis").
  static let english: [String: [String]] = {
    var forms: [String: [String]] = [:]
    for line in PluralTable.english.split(separator: "\n") {
      let group = line.split(separator: " ").map(String.init)
      for word in group {
        for other in group where other != word && forms[word]?.contains(other) != true {
          forms[word, default: []].append(other)
        }
      }
    }
    return forms
  }()

  /// The languages that have a table.
  static let languages = ["en"]

  /// The other forms of `word` (normalized) in `languages`.
  static func otherForms(of word: String, languages: [String]) -> [String] {
    languages.contains("en") ? english[word] ?? [] : []
  }
}
