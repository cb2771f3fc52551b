import Foundation

/// The file a snapshot is written to: a descriptor, the bytes written so far, and the errors
/// worded with the file's name.
///
/// Used by one writer on one thread; ``discard()`` removes a file left incomplete.
final class SnapshotOutput {
  private let path: String
  private var descriptor: Int32 = -1
  private var position = 0

  init(path: String) {
    self.path = path
  }

  private func failure(_ code: Int32) -> LocalLoadError {
    LocalLoadError(
      file: path, reason: "cannot write the snapshot: \(String(cString: strerror(code)))")
  }

  /// Creates (or empties) the file.
  func open() throws {
    descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
  }

  /// Appends `bytes`, retrying short writes.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    var done = 0
    while done < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw failure(count < 0 ? errno : EIO) }
      done += count
    }
    position += bytes.count
  }

  /// Appends `bytes`.
  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Appends zeros up to the next section boundary.
  func pad() throws {
    let padding = SnapshotFormat.aligned(position) - position
    if padding > 0 { try write([UInt8](repeating: 0, count: padding)) }
  }

  /// Flushes the file to the disk (`fsync`) and closes it, reporting a failed flush or close (a
  /// full disk can show only then), so a snapshot renamed into place survives a crash whole.
  func close() throws {
    guard fsync(descriptor) == 0 else { throw failure(errno) }
    let code = Glibc.close(descriptor)
    descriptor = -1
    guard code == 0 else { throw failure(errno) }
  }

  /// Flushes the folder holding `path` to the disk (`fsync`), so a rename into it survives a
  /// crash.
  ///
  /// - Throws: ``LocalLoadError`` naming `path` when the folder cannot be opened or flushed.
  func syncFolder(of path: String) throws {
    if let code = InstantSearchLocal.syncFolder(of: path) { throw failure(code) }
  }

  /// Closes the file if open and removes it.
  func discard() {
    if descriptor >= 0 { _ = Glibc.close(descriptor) }
    descriptor = -1
    unlink(path)
  }
}
