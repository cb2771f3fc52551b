/// An interactor that is a whole widget once linked to a searcher and controllers, and that
/// `init()` makes in its initial state: what a ``SearcherConnector`` is generic over (Hits,
/// Loading, Pagination, Infinite Hits). Main actor only.
@MainActor
public protocol SearcherWidget: SearcherConnectable {
  /// Creates the interactor in its initial state, the default of a ``SearcherConnector``.
  init()
}
