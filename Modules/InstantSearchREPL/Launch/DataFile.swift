import Foundation

/// Whether a file given as data (`--data FILE`, `open FILE`, `index --data FILE`) is what it
/// says: a snapshot, or records. An empty file, a file of blanks, a `.snapshot` without the
/// snapshot's magic, or one shorter than a snapshot's header is refused, naming the file and
/// what was expected, instead of opening as an empty index.
public enum DataFile {
  /// The first bytes of every snapshot (`\x89ISNAP\r\n`).
  static let snapshotMagic: [UInt8] = [0x89, 0x49, 0x53, 0x4E, 0x41, 0x50, 0x0D, 0x0A]
  /// The size of a snapshot's header: no snapshot is shorter.
  static let snapshotHeaderSize = 64

  /// Why the file at `path` is not data, or `nil` when it may be (a folder, a missing path, a
  /// file that starts like records or a snapshot: the loader says more).
  /// - Parameter path: The path, expanded.
  /// - Returns: The sentence naming the file and what was expected.
  public static func problem(at path: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    let start = Array((try? handle.read(upToCount: 4096)) ?? Data())
    let isSnapshotName = path.hasSuffix(".snapshot")
    let expected =
      isSnapshotName
      ? "a snapshot written by `instantsearch index`"
      : "records (a JSON array or NDJSON) or a snapshot written by `instantsearch index`"
    if start.isEmpty { return "\(path) is empty: expected \(expected)" }
    let hasMagic = start.starts(with: snapshotMagic)
    if !hasMagic && start.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
      && start.count < 4096
    {
      return "\(path) holds only blank space: expected \(expected)"
    }
    if isSnapshotName && !hasMagic {
      return "\(path) is not a snapshot: it does not start with the snapshot magic "
        + "(\\x89ISNAP\\r\\n); expected \(expected)"
    }
    if hasMagic && start.count < snapshotHeaderSize {
      return "\(path) is \(start.count) bytes, too short for a snapshot (its header alone is "
        + "\(snapshotHeaderSize) bytes)"
    }
    return nil
  }
}
