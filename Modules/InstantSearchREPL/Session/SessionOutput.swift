import Glibc

/// Where a session writes: results to one stream, errors to another.
public struct SessionOutput: Sendable {
  /// Writes text as is (the caller adds line breaks) where results go.
  public var write: @Sendable (String) -> Void

  /// Writes text as is where errors go.
  public var writeError: @Sendable (String) -> Void

  /// Creates an output from its two operations.
  /// - Parameters:
  ///   - write: Where results go.
  ///   - writeError: Where errors go.
  public init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.write = write
    self.writeError = writeError
  }

  /// Standard output and standard error, each flushed after every write so a `2>&1` capture
  /// keeps the order.
  public static let standard = SessionOutput(
    write: { text in
      FileDescriptorWriter.write(text, to: STDOUT_FILENO)
    },
    writeError: { text in
      FileDescriptorWriter.write(text, to: STDERR_FILENO)
    }
  )
}

/// Writes straight to a file descriptor, with no buffer to flush and no shared C stream.
enum FileDescriptorWriter {
  /// Writes every byte of `text` to `fd`, retrying after interruptions.
  static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
