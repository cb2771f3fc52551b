import Foundation

/// A file mapped read-only into memory (`mmap`), so it is read without a copy and its pages can
/// be given back once read.
///
/// The bytes stay valid for the life of the value; ``release(before:)`` only drops resident
/// pages (the kernel reads them from the file again if they are touched). Not thread-safe:
/// one reader at a time.
final class MappedFile {
  /// The file's path, as given.
  let path: String
  /// The file's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The pages before this offset were given back.
  private var released = 0
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Maps the file at `path`.
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the system's reason (no such file,
  ///   permission denied, a folder) when it cannot be opened or mapped.
  init(path: String) throws {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.failure(path, errno) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw LocalLoadError(file: path, reason: "cannot read the file: not a regular file")
    }
    let size = Int(status.st_size)
    guard size > 0 else {
      bytes = UnsafeBufferPointer(start: nil, count: 0)
      return
    }
    guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      start != MAP_FAILED
    else { throw Self.failure(path, errno) }
    _ = madvise(start, size, MADV_SEQUENTIAL)
    bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: size)
  }

  private static func failure(_ path: String, _ code: Int32) -> LocalLoadError {
    LocalLoadError(file: path, reason: "cannot read the file: \(String(cString: strerror(code)))")
  }

  /// Gives back the resident pages that lie wholly before `offset`, so a file read once from
  /// start to end does not stay in memory while the index is built.
  func release(before offset: Int) {
    guard let base = bytes.baseAddress else { return }
    let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
    guard end > released else { return }
    _ = madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
    released = end
  }

  /// Reading from the start again: pages may be released anew as it goes.
  func rewind() {
    released = 0
  }

  deinit {
    if let base = bytes.baseAddress {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }
}
