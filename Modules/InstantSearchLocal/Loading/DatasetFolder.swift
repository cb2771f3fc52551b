import Foundation
import InstantSearchCore

/// The files of a folder in an Algolia export layout, by index name: records in `NAME.json`
/// (`.ndjson`, `.jsonl`), and beside them `NAME_settings.json`, `NAME_synonyms.json`,
/// `NAME_rules.json` and `NAME_configuration.json`; a folder-level `settings.json` is the
/// settings of the folder's one records file. The one place that sorts a folder's files by kind.
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
  /// One sentence for each file that is left out (JSON that is not records, a folder-level
  /// `settings.json` that cannot be given to one records file), naming it.
  var warnings: [String] = []

  /// The name of the folder-level settings file.
  static let folderSettingsName = "settings.json"

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
    var folderSettings: String?
    for name in names {
      if let kind = Kind.allCases.first(where: { name.hasSuffix($0.suffix) }) {
        files[kind, default: [:]][String(name.dropLast(kind.suffix.count))] = full(name)
        continue
      }
      if name == Self.folderSettingsName {
        folderSettings = full(name)
        continue
      }
      for suffix in [".json", ".ndjson", ".jsonl"] where name.hasSuffix(suffix) {
        if let reason = Self.notRecords(full(name)) {
          warnings.append("\(full(name)): \(reason); not loaded")
        } else {
          records[String(name.dropLast(suffix.count))] = full(name)
        }
      }
    }
    if let folderSettings { give(folderSettings) }
  }

  /// Gives the folder-level settings file to the folder's one records file, or warns.
  private mutating func give(_ folderSettings: String) {
    let names = records.keys.sorted()
    guard names.count == 1, let name = names.first else {
      let which =
        names.isEmpty
        ? "no records file" : "several records files (\(names.joined(separator: ", ")))"
      warnings.append(
        "\(folderSettings): folder-level settings, but the folder has \(which); name it "
          + "NAME_settings.json beside the records NAME.json it is for; ignored")
      return
    }
    if let own = file(.settings, of: name) {
      warnings.append(
        "\(folderSettings): folder-level settings ignored, \(own) gives the settings of \(name)")
      return
    }
    files[.settings, default: [:]][name] = folderSettings
  }

  /// Why the JSON file at `path` holds no records, or nil when it may: a file that is one
  /// object (not an array, not NDJSON) without an `objectID` is not records when every key is
  /// a settings key, or when no member is a text, number or boolean (a wrapper such as
  /// `{"results": [...]}`). A saved search response is left to the loader, which refuses it
  /// saying so; a file that cannot be read or parsed, too.
  static func notRecords(_ path: String) -> String? {
    guard let file = try? MappedFile(path: path) else { return nil }
    return withExtendedLifetime(file) {
      let bytes = file.bytes
      let start = JSONMembers.skipSpace(bytes, 0)
      guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
        JSONMembers.skipSpace(bytes, JSONMembers.endOfValue(bytes, start)) >= bytes.count,
        let object = (try? JSONParser.parse(bytes))?.objectValue, object["objectID"] == nil,
        (try? RecordLoader.refuseSearchResponse(.object(object), file: path)) != nil
      else { return nil }
      let wrappers: Set<String> = ["settings", "rules", "synonyms"]
      if !object.isEmpty,
        object.keys.allSatisfy({ SettingsKeys.documented.contains($0) || wrappers.contains($0) })
      {
        return "index settings, not records (name it NAME_settings.json beside the records "
          + "NAME.json it is for)"
      }
      let scalar = object.contains { _, value in
        switch value {
        case .string, .number, .bool: return true
        default: return false
        }
      }
      guard !scalar else { return nil }
      return "one JSON object with no record shape (no objectID, and no text, number or "
        + "boolean member), not records"
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
