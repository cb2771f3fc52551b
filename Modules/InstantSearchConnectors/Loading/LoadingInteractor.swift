import InstantSearchCore

/// The logic of a loading indicator: whether a search is in flight.
///
/// An ``ItemInteractor`` of `Bool`: ``isLoading`` is its ``ItemInteractor/item``, set by the
/// searcher connection and shown by the controller connection.
@MainActor
public final class LoadingInteractor: ItemInteractor<Bool>, SearcherWidget {
  /// Whether a search is in flight: the same value as ``ItemInteractor/item``. Setting a
  /// different value fires ``ItemInteractor/onItemChanged``.
  public var isLoading: Bool {
    get { item }
    set { item = newValue }
  }

  /// Creates an indicator, not loading.
  public init() {
    super.init(item: false)
  }
}
