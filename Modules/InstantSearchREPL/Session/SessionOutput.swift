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
