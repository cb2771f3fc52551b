import Foundation
import InstantSearchCore

/// Reads records and settings from bytes or files, with errors naming the file, line and key.
enum RecordLoader {
  /// Records from a JSON array or NDJSON (one object per line).
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the line (and column) at fault.
  static func records(
    _ bytes: [UInt8], file: String, progress: ((Int) -> Void)? = nil
  ) throws -> [JSON] {
    var records: [JSON] = []
    do {
      try JSONParser.forEachElement(bytes) { value, line, offset in
        try check(value, file: file, line: line, index: records.count)
        records.append(value)
        if records.count % 10_000 == 0 { progress?(offset) }
      }
    } catch let error as JSONParseError {
      throw LocalLoadError(file: file, line: error.line, column: error.column, reason: error.reason)
    }
    return records
  }

  private static func check(_ record: JSON, file: String, line: Int, index: Int) throws {
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

  /// Settings from `getSettings` JSON.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, and the line or the key at fault.
  static func settings(_ bytes: [UInt8], file: String) throws -> IndexSettings {
    let json: JSON
    do {
      json = try JSONParser.parse(bytes)
    } catch let error as JSONParseError {
      throw LocalLoadError(file: file, line: error.line, column: error.column, reason: error.reason)
    }
    return try IndexSettings(json: json, source: file)
  }

  /// The bytes of a file.
  ///
  /// - Throws: ``LocalLoadError`` when it cannot be read.
  static func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LocalLoadError(file: path, reason: "cannot read the file")
    }
    return [UInt8](data)
  }
}
