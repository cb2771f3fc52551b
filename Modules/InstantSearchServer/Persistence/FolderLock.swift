import Foundation
import InstantSearchCore

/// An exclusive lock on a dataset folder, held while a server (or an export) works on it, so
/// two processes never append to one write log or fold it at once.
///
/// An advisory `flock` on the folder itself: no file is created for it, and the kernel releases
/// it when the process ends, however it ends.
final class FolderLock: Sendable {
  /// The open folder, -1 once released.
  private let descriptor: Locked<Int32>

  /// Takes the lock, without waiting.
  /// - Parameter folder: the dataset folder (it must exist).
  /// - Throws: ``APIError`` 500 when the folder cannot be opened, 409 when another process
  ///   holds the lock.
  init(_ folder: String) throws {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw APIError(500, "cannot open the folder \(folder): \(String(cString: strerror(errno)))")
    }
    // A file system without locks (some network mounts) answers another error: go on
    // unlocked there rather than refuse to serve.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 || errno != EWOULDBLOCK else {
      close(descriptor)
      throw APIError(
        409,
        "another instantsearch process (serve or export) is using \(folder): stop it first")
    }
    self.descriptor = Locked(descriptor)
  }

  /// Gives the lock back (once; later calls do nothing).
  func release() {
    descriptor.withLock { descriptor in
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
    }
  }

  deinit { release() }
}
