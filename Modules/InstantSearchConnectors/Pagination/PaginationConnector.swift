import InstantSearchCore

/// Pagination in one line: the page of a searcher's results, and a way to go to another one.
///
/// ```swift
/// let pagination = PaginationConnector(searcher: searcher, controller: controller)
/// pagination.interactor.selectPage(2)  // the third page: sets the searcher's page, searches
/// ```
///
/// A ``SearcherConnector`` of ``PaginationInteractor``: connected when created, disconnected
/// only by ``Connector/disconnect()``.
public typealias PaginationConnector = SearcherConnector<PaginationInteractor>
