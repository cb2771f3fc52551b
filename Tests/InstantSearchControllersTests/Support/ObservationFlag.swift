import InstantSearchCore
import Observation

/// Records whether Observation reported a change of what was read in `read`.
final class ObservationFlag: Sendable {
  private let changed = Locked(false)

  /// Tracks what `read` reads until its first change.
  init(_ read: () -> Void) {
    withObservationTracking(read) { [self] in changed.withLock { $0 = true } }
  }

  /// Whether a change was reported.
  var isSet: Bool { changed.withLock { $0 } }
}
