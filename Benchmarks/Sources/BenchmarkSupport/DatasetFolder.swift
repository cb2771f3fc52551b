import Foundation
import InstantSearchCore

/// Writes records and settings as a dataset folder, laid out as the engine and `serve` read one:
/// `NAME.json` (one array, compact records) and `NAME_settings.json`, with the settings file of
/// each of `others` (replicas) by name.
///
/// - Parameters:
///   - name: the index name.
///   - records: the records.
///   - settings: the index's settings.
///   - others: more settings files by index name (replicas).
///   - path: the folder (created when missing); by default a new one in the temporary folder.
/// - Returns: the folder (the caller removes it) and the size of the records' JSON in bytes.
/// - Throws: when a file cannot be written.
public func writeDatasetFolder(
  _ name: String, records: [JSON], settings: JSON, others: [String: JSON] = [:],
  path: String? = nil
) throws -> (folder: String, jsonSize: Int) {
  let folder = path ?? NSTemporaryDirectory() + "\(name)-\(getpid())-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let writer = JSONWriter()
  var bytes: [UInt8] = [UInt8(ascii: "[")]
  for (index, record) in records.enumerated() {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    writer.write(record, to: &bytes)
  }
  bytes.append(UInt8(ascii: "]"))
  try Data(bytes).write(to: URL(fileURLWithPath: folder + "/\(name).json"))
  for (file, json) in [(name, settings)] + others.map({ ($0.key, $0.value) }) {
    try Data(writer.bytes(json)).write(
      to: URL(fileURLWithPath: folder + "/\(file)_settings.json"))
  }
  return (folder, bytes.count)
}
