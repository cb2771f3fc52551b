import Foundation

/// Flushes the folder holding `path` to the disk (`fsync`), so a rename into it survives a crash.
/// The one folder flush of the package: snapshots and the server's atomic files both call it.
///
/// - Parameter path: a file in the folder (a bare name means the current folder).
/// - Returns: `nil` once flushed, or the `errno` of the `open` or `fsync` that failed.
package func syncFolder(of path: String) -> Int32? {
  let folder = (path as NSString).deletingLastPathComponent
  let descriptor = Glibc.open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  guard descriptor >= 0 else { return errno }
  defer { _ = Glibc.close(descriptor) }
  return fsync(descriptor) == 0 ? nil : errno
}
