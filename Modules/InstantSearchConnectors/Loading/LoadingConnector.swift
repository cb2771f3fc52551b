import InstantSearchCore

/// Loading in one line: an indicator linked to a searcher and, optionally, a controller;
/// ``LoadingInteractor/isLoading`` holds the state.
///
/// A ``SearcherConnector`` of ``LoadingInteractor``: connected when created, disconnected only
/// by ``Connector/disconnect()``.
public typealias LoadingConnector = SearcherConnector<LoadingInteractor>
