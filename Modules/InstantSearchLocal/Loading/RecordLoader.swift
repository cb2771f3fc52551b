import Foundation
import InstantSearchCore

/// Reads settings from bytes or files and checks records, with errors naming the file, line and
/// key (records files are read by ``RecordStream``).
enum RecordLoader {
  /// Refuses a file whose only record is a saved search response (`{"hits": [...]}`).
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the `hits` key.
  static func refuseSearchResponse(_ record: JSON, file: String) throws {
    guard let hits = record["hits"]?.arrayValue, record["objectID"] == nil,
      hits.allSatisfy({ $0.objectValue != nil })
    else { return }
    throw LocalLoadError(
      file: file, key: "hits",
      reason: #"this is a search response ({"hits": [...]}), not records: "#
        + "save the records themselves as a JSON array (or NDJSON), as an export gives them")
  }

  /// The records with every duplicate objectID replaced: a later record takes the place of the
  /// earlier one with the same objectID (`12` and `"12"` are the same), as Algolia's
  /// `saveObjects` does. Records without an objectID are all kept.
  ///
  /// - Returns: the records kept, and how many records replaced an earlier one.
  /// - Complexity: O(n) hashing of the objectIDs; the records are copied only when there is a
  ///   duplicate.
  static func replacingDuplicates(_ records: [JSON]) -> (records: [JSON], replaced: Int) {
    var first: [String: Int] = [:]
    first.reserveCapacity(records.count)
    var replacements: [(Int, Int)] = []
    for (position, record) in records.enumerated() {
      guard let objectID = record["objectID"]?.scalarText else { continue }
      if let earlier = first[objectID] {
        replacements.append((earlier, position))
      } else {
        first[objectID] = position
      }
    }
    guard !replacements.isEmpty else { return (records, 0) }
    var kept = records
    var dropped = Set<Int>()
    for (earlier, later) in replacements {
      kept[earlier] = records[later]
      dropped.insert(later)
    }
    let result = kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    return (result, replacements.count)
  }

  /// Checks that record number `index` (on `line`) is an object whose objectID, if any, is a
  /// string or a number.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, the line and the record.
  static func check(_ record: JSON, file: String, line: Int, index: Int) throws {
    guard let object = record.objectValue else {
      throw LocalLoadError(
        file: file, line: line,
        reason: "record \(index) is not a JSON object (found \(record.jsonString.prefix(40)))")
    }
    if let objectID = object["objectID"] {
      switch objectID {
      case .string, .number: break
      default:
        throw LocalLoadError(
          file: file, line: line, key: "objectID",
          reason: "record \(index): objectID must be a string or a number")
      }
    }
  }

  /// Settings from `getSettings` JSON, with a warning for each key the engine does not apply.
  ///
  /// - Parameters:
  ///   - bytes: the file's text.
  ///   - file: the file, for errors and warnings.
  ///   - strict: refuse a key the engine does not apply instead of warning.
  ///   - warnings: gets a sentence for each such key.
  /// - Returns: the settings.
  /// - Throws: ``LocalLoadError`` naming the file, and the line or the key at fault.
  static func settings(
    _ bytes: [UInt8], file: String, strict: Bool, warnings: inout [String]
  ) throws -> IndexSettings {
    let json = try json(bytes, file: file)
    try checkKeys(json, bytes: bytes, offset: 0, file: file, strict: strict, warnings: &warnings)
    return try IndexSettings(json: json, source: file)
  }

  /// Checks the top-level keys of the settings `json`, parsed from the object at `offset` in
  /// `bytes`: each key the engine does not apply is a warning naming the file and the key, or,
  /// when `strict`, an error naming the file, the key, its line and its column.
  ///
  /// - Throws: ``LocalLoadError`` in strict mode, for the first such key.
  static func checkKeys(
    _ json: JSON, bytes: [UInt8], offset: Int, file: String, strict: Bool,
    warnings: inout [String]
  ) throws {
    guard let object = json.objectValue else { return }
    for problem in IndexSettings.keyProblems(in: object, bytes: bytes, objectOffset: offset) {
      let reason: String
      switch problem.kind {
      case .unknown: reason = "unknown setting \"\(problem.key)\""
      case .notImplemented:
        reason = "setting \"\(problem.key)\" is not implemented by the local engine"
      }
      if strict {
        throw LocalLoadError(
          file: file, line: problem.line, column: problem.column, key: problem.key,
          reason: reason + " (a strict engine refuses it)")
      }
      warnings.append("\(file): \(reason); ignored")
    }
  }

  /// One JSON value (a settings, rules, synonyms or configuration file).
  ///
  /// - Throws: ``LocalLoadError`` naming the file, line and column of a syntax error.
  static func json(_ bytes: [UInt8], file: String) throws -> JSON {
    do {
      return try JSONParser.parse(bytes)
    } catch let error as JSONParseError {
      throw LocalLoadError(file: file, line: error.line, column: error.column, reason: error.reason)
    }
  }

  /// The bytes of a file.
  ///
  /// - Throws: ``LocalLoadError`` when it cannot be read, saying why (no such file, permission
  ///   denied, a loop of symbolic links, not a regular file), as ``MappedFile`` does.
  static func read(_ path: String) throws -> [UInt8] {
    let file = try MappedFile(path: path)
    // The mapping ends when the file is released: copy while it is alive.
    return withExtendedLifetime(file) { [UInt8](file.bytes) }
  }
}
