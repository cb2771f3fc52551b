import InstantSearchCore

/// Infinite hits in one line: a list that grows page by page, linked to a searcher and,
/// optionally, a controller.
///
/// A ``SearcherConnector`` of ``InfiniteHitsInteractor``: connected when created, disconnected
/// only by ``Connector/disconnect()``.
public typealias InfiniteHitsConnector = SearcherConnector<InfiniteHitsInteractor>
