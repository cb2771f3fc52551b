import Foundation
import LineEditor

/// Tab completion of a file path (`open PATH`, `plugin load PATH`), read from the file system
/// when Tab is pressed, on the line editor's thread.
///
/// The word is completed within the folder it names (the current folder when it has no `/`);
/// a folder is offered with a trailing `/` and no space after it, so Tab goes on into it (a
/// listing shows the names in the folder, not whole paths); a
/// leading `~` stands for the home folder, as `open` reads it, and is kept as typed. Hidden
/// entries are offered once the name typed starts with a dot. Names a word cannot hold (a
/// space, a quote or a backslash) are not offered; `CompletionVocabulary.complete(_:)` drops
/// those with a control character.
enum PathCompletion {
  /// The completion of `word` as a path.
  /// - Parameters:
  ///   - word: The path typed so far.
  ///   - home: The home folder `~` stands for; `nil` when unknown (then `~` is not completed).
  ///   - accepts: Which files (by name) are offered; folders always are.
  /// - Returns: The word and the paths that may replace it.
  static func complete(
    _ word: String, home: String?, accepts: (String) -> Bool = { _ in true }
  ) -> Completion {
    if word == "~" {
      return Completion(word: word, candidates: home == nil ? [] : ["~/"], appendsSpace: false)
    }
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[...$0]) } ?? ""
    let name = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let environment = home.map { ["HOME": $0] } ?? [:]
    let directory = folder.isEmpty ? "." : PathArgument.expanded(folder, environment: environment)
    if folder.hasPrefix("~"), home == nil { return Completion(word: word, candidates: []) }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return Completion(word: word, candidates: [])
    }
    var candidates: [String] = []
    for entry in entries.sorted()
    where entry.hasPrefix(name) && (name.hasPrefix(".") || !entry.hasPrefix("."))
      && !entry.contains(where: { " \"'\\".contains($0) })
    {
      var isDirectory: ObjCBool = false
      let path = (directory.hasSuffix("/") ? directory : directory + "/") + entry
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        candidates.append(folder + entry + "/")
      } else if accepts(entry) {
        candidates.append(folder + entry)
      }
    }
    // A folder goes on: no space after it, so the next Tab lists what it holds.
    let onlyFolder = candidates.count == 1 && candidates[0].hasSuffix("/")
    return Completion(word: word, candidates: candidates, appendsSpace: !onlyFolder, isPath: true)
  }
}
