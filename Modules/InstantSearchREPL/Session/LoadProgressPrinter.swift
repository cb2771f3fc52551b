import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal

/// Shows how far loading has got on one line of the error stream, redrawn in place, at most
/// once per percent, and erased when loading ends or is cancelled; after that it writes
/// nothing more (a cancelled load may report progress until its next cancellation check, and
/// must not draw over the prompt).
final class LoadProgressPrinter: Sendable {
  /// Where the line is written.
  private let write: @Sendable (String) -> Void
  /// The last phase and percent shown, and whether the printer was finished.
  private let last = Locked<(phase: LoadProgress.Phase?, percent: Int, finished: Bool)>(
    (nil, -1, false))

  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Shows `progress`, unless the same percent of the same phase is already shown.
  func show(_ progress: LoadProgress) {
    let percent = Int(progress.fraction * 100)
    // Written under the lock, so that no line can follow `finish()`'s erasing.
    last.withLock { last in
      guard !last.finished, last.phase != progress.phase || last.percent != percent else {
        return
      }
      last.phase = progress.phase
      last.percent = percent
      guard progress.phase != .finished else { return }
      write(
        "\r\u{1B}[Kloading \(TerminalText.escaped(progress.indexName)): \(progress.phase.rawValue) \(percent)%"
      )
    }
  }

  /// Erases the line; from now on ``show(_:)`` writes nothing.
  func finish() {
    last.withLock { last in
      if last.phase != nil && !last.finished { write("\r\u{1B}[K") }
      last.finished = true
    }
  }
}
