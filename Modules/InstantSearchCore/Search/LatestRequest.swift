/// Runs one request at a time so that only the newest one's outcome is ever delivered: starting
/// a request supersedes the pending one, whose outcome is then dropped even when its service
/// ignores cancellation. It also tracks whether a request is pending, for loading indicators.
///
/// Shared by the facet searcher and the multi-index searcher; main-actor bound, as they are.
@MainActor
final class LatestRequest<Value: Sendable> {
  /// Fires true when a request starts with none pending, false when the newest one ends or is
  /// cancelled.
  let isLoading = Observer<Bool>()
  private var generation = 0
  private var pending: Task<Value?, any Error>?
  private var loading = false

  /// Starts `work` after `debounce` (on `clock`), superseding the pending request; `deliver`
  /// gets the outcome only if no newer request started meanwhile (never a cancellation).
  /// - Returns: the task, whose value is nil when superseded.
  func start(
    debounce: Duration?, clock: any Clock<Duration>,
    work: @escaping @Sendable () async throws -> Value,
    deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) -> Task<Value?, any Error> {
    generation += 1
    let id = generation
    pending?.cancel()
    setLoading(true)
    let task = Task { @MainActor [weak self] () throws -> Value? in
      let outcome: Result<Value, any Error>
      do {
        if let debounce { try await clock.sleep(for: debounce) }
        outcome = .success(try await work())
      } catch {
        outcome = .failure(error)
      }
      guard let self, self.generation == id else { return nil }
      self.pending = nil
      self.setLoading(false)
      if case .failure(let error) = outcome, error is CancellationError { return nil }
      deliver(outcome)
      return try outcome.get()
    }
    pending = task
    return task
  }

  /// Drops the pending request: its outcome will not be delivered.
  func cancel() {
    generation += 1
    pending?.cancel()
    pending = nil
    setLoading(false)
  }

  private func setLoading(_ value: Bool) {
    guard loading != value else { return }
    loading = value
    isLoading.fire(value)
  }
}
