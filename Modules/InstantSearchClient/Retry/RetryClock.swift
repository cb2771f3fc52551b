/// The time the retry strategy sees: a monotonic reading (to expire the memory of down hosts)
/// and a sleep (to wait out a `Retry-After`).
///
/// The live value reads `ContinuousClock`; tests move a manual reading forward and record sleeps
/// instead of waiting.
public struct RetryClock: Sendable {
  /// Time elapsed since an arbitrary fixed origin; never decreases.
  public var now: @Sendable () -> Duration
  /// Suspends for a duration; throws `CancellationError` when the task is cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Creates a clock from its two operations.
  /// - Parameters:
  ///   - now: elapsed time since a fixed origin.
  ///   - sleep: suspends for a duration.
  public init(
    now: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// Real time, from `ContinuousClock`.
  public static var continuous: RetryClock {
    let clock = ContinuousClock()
    let origin = clock.now
    return RetryClock(
      now: { origin.duration(to: clock.now) },
      sleep: { try await clock.sleep(for: $0) }
    )
  }
}
