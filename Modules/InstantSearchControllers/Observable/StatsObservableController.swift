import InstantSearchConnectors
import Observation

/// An observable model of a stats line, for views built on the Observation framework.
@MainActor
@Observable
public final class StatsObservableController: StatsController {
  /// The presented stats, if any.
  public private(set) var stats: String?

  /// Creates an empty model.
  public init() {}

  /// Stores the presented stats.
  public func setItem(_ item: String?) {
    if stats != item { stats = item }
  }
}
