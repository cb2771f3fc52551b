import Foundation

/// The files of a folder in an Algolia export layout, by index name: records in `NAME.json`
/// (`.ndjson`, `.jsonl`), and beside them `NAME_settings.json`, `NAME_synonyms.json`,
/// `NAME_rules.json` and `NAME_configuration.json`.
struct DatasetFolder {
  /// The files that describe an index rather than hold its records.
  enum Kind: String, CaseIterable {
    case settings, synonyms, rules, configuration

    /// The file name's ending, `_settings.json` for settings.
    var suffix: String { "_\(rawValue).json" }
  }

  /// The folder.
  let path: String
  /// Each records file's path, by index name.
  var records: [String: String] = [:]
  /// Each description file's path, by kind and index name.
  var files: [Kind: [String: String]] = [:]

  /// Lists the folder and sorts its files by kind; other files (a README) are left out.
  ///
  /// - Throws: ``LocalLoadError`` when the folder cannot be listed.
  init(scanning path: String) throws {
    self.path = path
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      // Say why, as a file that cannot be read does (`Permission denied`).
      var reason = "cannot list the folder"
      if let directory = opendir(path) {
        closedir(directory)
      } else {
        reason += ": " + String(cString: strerror(errno))
      }
      throw LocalLoadError(file: path, reason: reason)
    }
    for name in names {
      if let kind = Kind.allCases.first(where: { name.hasSuffix($0.suffix) }) {
        files[kind, default: [:]][String(name.dropLast(kind.suffix.count))] = full(name)
        continue
      }
      for suffix in [".json", ".ndjson", ".jsonl"] where name.hasSuffix(suffix) {
        records[String(name.dropLast(suffix.count))] = full(name)
      }
    }
  }

  /// The path of `name` in the folder.
  func full(_ name: String) -> String {
    URL(fileURLWithPath: path).appendingPathComponent(name).path
  }

  /// The file of `kind` for the index `name`, if the folder has one.
  func file(_ kind: Kind, of name: String) -> String? {
    files[kind]?[name]
  }

  /// The names that have a description file of any kind, sorted.
  var describedNames: [String] {
    Set(files.values.flatMap(\.keys)).sorted()
  }
}
