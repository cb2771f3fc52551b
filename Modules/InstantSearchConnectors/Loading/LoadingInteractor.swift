import InstantSearchCore

/// The logic of a loading indicator: whether a search is in flight.
@MainActor
public final class LoadingInteractor {
  /// Whether a search is in flight.
  public var isLoading: Bool {
    didSet { if isLoading != oldValue { onItemChanged.fire(isLoading) } }
  }

  /// Fires whenever ``isLoading`` changes.
  public let onItemChanged = Observer<Bool>()

  /// The connections kept alive while connected.
  var liveConnections = LiveConnections()

  /// Creates an indicator, not loading.
  public init() {
    isLoading = false
  }
}
