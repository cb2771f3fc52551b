import InstantSearchCore

/// Relevant sort in one line: what a virtual replica's responses say, and a button for the
/// other priority.
///
/// ```swift
/// let relevantSort = RelevantSortConnector(searcher: searcher, controller: banner)
/// relevantSort.interactor.toggle()  // relevancyStrictness 0: every hit; searches
/// ```
///
/// A ``SearcherConnector`` of ``RelevantSortInteractor``: connected when created,
/// disconnected only by ``Connector/disconnect()``.
public typealias RelevantSortConnector = SearcherConnector<RelevantSortInteractor>
