import Foundation
import InstantSearchLocal

/// Writing a file so that a crash leaves either the old content or the new, never a mix: a
/// hidden temporary file beside it, fsynced, renamed over it, and the folder fsynced.
enum AtomicFile {
  /// Writes bytes to a temporary file beside `path` and fsyncs it.
  /// - Returns: the temporary file's path, to rename later.
  /// - Throws: ``APIError`` 500 naming the file.
  static func stage(_ bytes: [UInt8], for path: String) throws -> String {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(temporary) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      guard result > 0 else { throw failure(temporary) }
      written += result
    }
    guard fsync(descriptor) == 0 else { throw failure(temporary) }
    return temporary
  }

  /// Writes a file atomically.
  /// - Throws: ``APIError`` 500 naming the file.
  static func write(_ bytes: [UInt8], to path: String) throws {
    let temporary = try stage(bytes, for: path)
    guard rename(temporary, path) == 0 else { throw failure(path) }
    syncFolder(of: path)
  }

  /// Fsyncs the folder holding `path`, so a rename in it is durable (a failure is ignored: the
  /// file itself is already flushed).
  static func syncFolder(of path: String) {
    _ = InstantSearchLocal.syncFolder(of: path)
  }

  private static func failure(_ path: String) -> APIError {
    APIError(500, "cannot write \(path): \(String(cString: strerror(errno)))")
  }
}
