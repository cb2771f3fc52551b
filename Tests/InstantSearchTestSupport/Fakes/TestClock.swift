import InstantSearchCore

/// A clock that stands still until the test advances it; sleepers wake when their deadline is
/// reached, so debounce and back-off can be tested without waiting.
public final class TestClock: Clock, Sendable {
  /// A point on the test clock: the time elapsed since its creation.
  public struct Instant: InstantProtocol, Sendable {
    /// Time since the clock's origin.
    public var offset: Duration

    /// Creates an instant.
    /// - Parameter offset: time since the origin.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant a duration later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration to another instant.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let state = Locked(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest step the clock reports.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock reaches `deadline` (at once if it has); throws
  /// `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if deadline <= state.now || Task.isCancelled { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline is reached.
  /// - Parameter duration: how far to move.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks sleep on the clock.
  /// - Parameter count: the number of sleepers to wait for.
  public func waitForSleepers(_ count: Int) async {
    while sleeperCount < count {
      await Task.yield()
    }
  }
}
