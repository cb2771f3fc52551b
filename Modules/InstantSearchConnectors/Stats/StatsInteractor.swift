import InstantSearchCore

/// The logic of a stats widget: the figures of the last response, nil before the first one
/// and after an error.
///
/// An ``ItemInteractor`` of `SearchStats?`: its searcher connection sets ``ItemInteractor/item``
/// from each response, and its controller connection shows the presented figures.
@MainActor
public final class StatsInteractor: ItemInteractor<SearchStats?> {
  /// Creates a stats widget with no figures.
  public init() {
    super.init(item: nil)
  }
}
