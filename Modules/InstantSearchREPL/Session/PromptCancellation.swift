import InstantSearchCore

/// Waits for work running in a task of its own (a load, off the main actor) so that
/// cancelling the waiter returns at once: the work's task is cancelled too, and stops at its
/// next cancellation check, but the person at the terminal is not kept waiting for it.
enum PromptCancellation {
  /// The result of `task`, or `CancellationError` as soon as the calling task is cancelled.
  /// - Parameter task: The work, already started.
  /// - Returns: What the task returned.
  /// - Throws: What the task threw, or `CancellationError` when the waiter was cancelled first.
  static func value<Value: Sendable>(of task: Task<Value, any Error>) async throws -> Value {
    let waiter = Locked<(continuation: CheckedContinuation<Value, any Error>?, cancelled: Bool)>(
      (nil, false))
    @Sendable func finish(_ result: Result<Value, any Error>) {
      let continuation = waiter.withLock { state in
        defer { state.continuation = nil }
        return state.continuation
      }
      continuation?.resume(with: result)
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = waiter.withLock { state in
          state.continuation = continuation
          return state.cancelled
        }
        if cancelled { finish(.failure(CancellationError())) }
        Task.detached { finish(await task.result) }
      }
    } onCancel: {
      task.cancel()
      waiter.withLock { $0.cancelled = true }
      finish(.failure(CancellationError()))
    }
  }
}
