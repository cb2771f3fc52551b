import Glibc
import Synchronization

/// Writes straight to a file descriptor, with no buffer to flush and no shared C stream.
enum FileDescriptorWriter {
  /// The `errno` of the first failed write to standard output, or 0: output that could not be
  /// written (a full disk, a closed pipe) must fail the run, not vanish.
  private static let outputError = Atomic<Int32>(0)

  /// Writes every byte of `text` to `fd`, retrying after interruptions; a failure on standard
  /// output is remembered for ``outputFailure``.
  static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if fd == STDOUT_FILENO {
          _ = outputError.compareExchange(expected: 0, desired: errno, ordering: .relaxed)
        }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Why writing to standard output failed, when it did.
  /// - Returns: The system's message for the first failed write, or `nil`.
  static var outputFailure: String? {
    let code = outputError.load(ordering: .relaxed)
    return code == 0 ? nil : String(cString: strerror(code))
  }
}
