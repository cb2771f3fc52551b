import Foundation
import InstantSearchCore

/// The user's files of a dataset folder as they were when the server's saved state began:
/// each top-level file's name, size, modification time and CRC-32.
///
/// The server never writes these files; its writes live in `.instantsearch/` on top of them.
/// If the user changes the files while writes are saved there, those writes were made to other
/// data: the server refuses to start rather than mix the two (see ``changes(since:folder:)``).
struct SourceFiles: Equatable {
  /// One file.
  struct File: Equatable {
    var size: Int
    var modified: String
    var checksum: UInt32
  }

  /// The files by name.
  var files: [String: File] = [:]

  /// Reads the folder's visible regular files (not `.instantsearch/`, not subfolders).
  /// - Parameters:
  ///   - folder: the dataset folder.
  ///   - checksums: whether to read each file for its CRC-32 (0 when not).
  init(folder: String, checksums: Bool = true) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
      let checksum = checksums ? Self.checksum(path) : 0
      files[name] = File(size: Int(status.st_size), modified: modified, checksum: checksum)
    }
  }

  private init(files: [String: File]) { self.files = files }

  /// The CRC-32 of a file, read a megabyte at a time (an export can be larger than memory
  /// should hold twice); 0 when it cannot be read.
  private static func checksum(_ path: String) -> UInt32 {
    guard let handle = FileHandle(forReadingAtPath: path) else { return 0 }
    defer { try? handle.close() }
    var crc = CRC32()
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { crc.update($0) }
    }
    return crc.value
  }

  /// The record written in `.instantsearch/sources.json`.
  var json: JSON {
    .object(
      JSONObject(
        files.sorted { $0.key < $1.key }.map { name, file in
          (
            name,
            [
              "size": .number(Double(file.size)), "modified": .string(file.modified),
              "crc32": .number(Double(file.checksum)),
            ]
          )
        }))
  }

  /// Reads the record back.
  /// - Returns: nil when it is not one.
  init?(json: JSON) {
    guard let object = json.objectValue else { return nil }
    var files: [String: File] = [:]
    for (name, value) in object {
      guard let size = value["size"]?.intValue, let modified = value["modified"]?.stringValue,
        let checksum = value["crc32"]?.doubleValue
      else { return nil }
      files[name] = File(size: size, modified: modified, checksum: UInt32(checksum))
    }
    self.init(files: files)
  }

  /// The names of the files that differ between `saved` and the folder now: changed in size or
  /// content, added or removed. A file only touched (same size and checksum) is the same.
  /// - Parameters:
  ///   - saved: the files as recorded.
  ///   - folder: the dataset folder.
  /// - Returns: the names that differ, sorted.
  static func changes(since saved: SourceFiles, folder: String) -> [String] {
    let now = SourceFiles(folder: folder, checksums: false)
    var changed: [String] = []
    for name in Set(saved.files.keys).union(now.files.keys).sorted() {
      guard let before = saved.files[name], let after = now.files[name] else {
        changed.append(name)
        continue
      }
      if before.size != after.size {
        changed.append(name)
      } else if before.modified != after.modified,
        checksum(folder + "/" + name) != before.checksum
      {
        changed.append(name)
      }
    }
    return changed
  }
}
