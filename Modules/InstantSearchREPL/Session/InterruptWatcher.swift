import Foundation
import InstantSearchCore

/// Polls for an interrupt (Ctrl-C) on a thread of its own and calls `onInterrupt` once when it
/// comes, until stopped. A thread, not a task: the tasks' threads may all be busy (a long
/// search runs on one, and there are as many as cores), and Ctrl-C must still be heard.
final class InterruptWatcher: Sendable {
  private let stopped = Locked(false)

  /// Starts watching.
  /// - Parameters:
  ///   - interrupted: Whether the user interrupted since the last call.
  ///   - onInterrupt: What to do when they did (called at most once, on the watcher's thread).
  init(
    _ interrupted: @escaping @Sendable () -> Bool, onInterrupt: @escaping @Sendable () -> Void
  ) {
    let stopped = stopped
    Thread {
      while !stopped.withLock({ $0 }) {
        if interrupted() {
          onInterrupt()
          return
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }.start()
  }

  /// Stops watching (the thread ends within one poll).
  func stop() {
    stopped.withLock { $0 = true }
  }
}
