/// Where a search stops once its task is cancelled: the engine calls ``check()`` between its
/// steps and after each query word, so a cancelled search gives up its thread at the next one
/// (the work between two checks is one word's matching, or one step over the matches).
enum SearchCheckpoint {
  /// Called at every check, on the searching thread, before the task's cancellation is read;
  /// `nil` outside tests. Task-local, so it sees only the searches run under
  /// `$observer.withValue(_:operation:)`: a test counts the checks, or cancels the search from
  /// another task at a known point.
  @TaskLocal static var observer: (@Sendable () -> Void)?

  /// Calls the observer, then stops the search if its task is cancelled.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  static func check() throws {
    observer?()
    try Task.checkCancellation()
  }
}
