import InstantSearchCore

/// Waits for what the searcher delivers after an action that may make it search: the response,
/// the error, or nothing when no search started.
///
/// It listens to the searcher's own observers, exactly as a view would: `onSearch` tells that
/// a search started, `onResults` and `onError` deliver the newest request's outcome, and
/// `isLoading` turning false with neither tells that the search was dropped.
@MainActor
final class ResponseWaiter {
  /// The searcher listened to.
  private let searcher: HitsSearcher
  /// Whether a search started during the action.
  private var started = false
  /// The waiting command, once it waits.
  private var continuation: CheckedContinuation<SearchResponse?, any Error>?
  /// The outcome, once known.
  private var outcome: Result<SearchResponse?, any Error>?

  private init(searcher: HitsSearcher) {
    self.searcher = searcher
  }

  /// Runs `action` and, when it made `searcher` search, waits for the outcome.
  /// - Parameters:
  ///   - searcher: The searcher the action may trigger.
  ///   - action: What the user did (a click, a filter change, a query).
  /// - Returns: The response, or `nil` when no search started or it was dropped.
  /// - Throws: The search's error, what `action` throws, or `CancellationError`.
  static func wait(
    for searcher: HitsSearcher, after action: () throws -> Void
  ) async throws -> SearchResponse? {
    let outcome = ResponseWaiter(searcher: searcher)
    searcher.onSearch.subscribe(with: outcome) { outcome, _ in outcome.started = true }
    searcher.onResults.subscribe(with: outcome) { outcome, response in
      outcome.finish(.success(response))
    }
    searcher.onError.subscribe(with: outcome) { outcome, error in outcome.finish(.failure(error)) }
    searcher.isLoading.subscribe(with: outcome) { outcome, loading in
      guard !loading else { return }
      // The response, if any, is fired right after loading ends, in the same turn.
      Task { @MainActor in outcome.finish(.success(nil)) }
    }
    defer { outcome.stopListening() }
    try action()
    guard outcome.started else { return nil }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if let result = outcome.outcome {
          continuation.resume(with: result)
        } else {
          outcome.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in
        outcome.searcher.cancel()
        outcome.finish(.failure(CancellationError()))
      }
    }
  }

  /// Records the first outcome and resumes the waiting command.
  private func finish(_ result: Result<SearchResponse?, any Error>) {
    guard started, outcome == nil else { return }
    outcome = result
    continuation?.resume(with: result)
    continuation = nil
  }

  /// Cancels every subscription.
  private func stopListening() {
    searcher.onSearch.cancelSubscription(for: self)
    searcher.onResults.cancelSubscription(for: self)
    searcher.onError.cancelSubscription(for: self)
    searcher.isLoading.cancelSubscription(for: self)
  }
}
