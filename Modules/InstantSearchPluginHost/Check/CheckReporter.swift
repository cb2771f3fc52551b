internal import Glibc

/// What a checking child process tells its parent, one line each on standard output, written
/// unbuffered so that the lines before a crash survive it: `step MEMBER INPUT` before each call
/// into the plugin, `finding MEMBER: MESSAGE` for each fault seen, `calls N` at the end.
final class CheckReporter {
  /// How many calls into the plugin were made.
  private(set) var calls = 0

  /// Announces a call of `member` with `input` (described in words), before making it.
  func step(_ member: String, _ input: String) {
    calls += 1
    emit("step \(member) \(input)")
  }

  /// Reports a fault of `member`.
  func finding(_ member: String, _ message: String) {
    emit("finding \(member): \(message)")
  }

  /// Writes one line, unbuffered.
  func emit(_ line: String) {
    let text = line.replacingNewlines + "\n"
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(1, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
    bytes.removeAll()
  }
}

extension String {
  /// The text on one line: line breaks shown as `\n`.
  fileprivate var replacingNewlines: String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
  }
}
