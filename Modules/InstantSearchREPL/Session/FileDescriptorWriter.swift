import Glibc

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
