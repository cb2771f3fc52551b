import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal

/// Shows how far loading has got on one line of the error stream, redrawn in place, at most
/// once per percent, and erased when loading ends.
final class LoadProgressPrinter: Sendable {
  /// Where the line is written.
  private let write: @Sendable (String) -> Void
  /// The last phase and percent shown.
  private let last = Locked<(phase: LoadProgress.Phase?, percent: Int)>((nil, -1))

  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Shows `progress`, unless the same percent of the same phase is already shown.
  func show(_ progress: LoadProgress) {
    let percent = Int(progress.fraction * 100)
    let changed = last.withLock { last in
      guard last.phase != progress.phase || last.percent != percent else { return false }
      last = (progress.phase, percent)
      return true
    }
    guard changed, progress.phase != .finished else { return }
    write(
      "\r\u{1B}[Kloading \(TerminalText.escaped(progress.indexName)): \(progress.phase.rawValue) \(percent)%"
    )
  }

  /// Erases the line.
  func finish() {
    let shown = last.withLock { $0.phase != nil }
    if shown { write("\r\u{1B}[K") }
  }
}
