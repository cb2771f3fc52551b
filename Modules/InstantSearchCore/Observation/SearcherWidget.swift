/// An interactor that is a whole widget once linked to a searcher and controllers, and that
/// `init()` makes in its initial state: what a ``SearcherConnector`` is generic over (Hits,
/// Loading, Pagination, Infinite Hits).
///
/// A widget adopts it by writing ``SearcherConnectable/makeSearcherConnection(_:)`` and
/// ``ControllerConnectable/makeControllerConnection(_:)``, one line each. Main actor only.
@MainActor
public protocol SearcherWidget: SearcherConnectable, ControllerConnectable {
  /// Creates the interactor in its initial state, the default of a ``SearcherConnector``.
  init()
}
