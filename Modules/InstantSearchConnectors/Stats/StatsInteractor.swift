import InstantSearchCore

/// The logic of a stats widget: the figures of the last response.
@MainActor
public final class StatsInteractor {
  /// The figures of the last response, or nil before the first one (or after an error).
  public var item: SearchStats? {
    didSet { if item != oldValue { onItemChanged.fire(item) } }
  }

  /// Fires whenever ``item`` changes.
  public let onItemChanged = Observer<SearchStats?>()

  /// The connections kept alive while connected.
  var liveConnections = LiveConnections()

  /// Creates a stats widget with no figures.
  public init() {
    item = nil
  }
}
