import InstantSearchCore

/// The logic of an infinite list of hits: the pages loaded so far, shown as one list, and a
/// way to ask for the next page when the view reaches the end.
///
/// Page loading follows a ``Paginator``: ``loadMore()`` asks for the page after the last one
/// loaded, once, and nothing past the last page (`nbPages`, which the service already limits
/// by `paginationLimitedTo`). The list starts afresh when the query text, the filters or the
/// index change (a Sort By switch included: InstantSearch iOS issue #250), because each of
/// those searches page 0 again. Hits carry their query ID and position when the search asks
/// for `clickAnalytics` (see ``SearchResponse/insightsHits``).
@MainActor
public final class InfiniteHitsInteractor: SearcherWidget {
  /// The pages loaded and the one on its way.
  public private(set) var paginator = Paginator<Hit>()
  /// The last response received, if any.
  public private(set) var response: SearchResponse?

  /// Fires the whole list after every change (a page added, the list started afresh).
  public let onHitsChanged = Observer<[Hit]>()
  /// Fires the page to load when ``loadMore()`` decides one is needed; the searcher
  /// connection loads it.
  public let onPageRequested = Observer<Int>(retainLastData: false)

  /// Creates an empty list.
  public init() {}

  /// The hits of pages 0, 1, 2 … loaded so far, in order.
  public var hits: [Hit] { paginator.pageMap.items }

  /// Whether the last page is loaded (nothing more to load).
  public var isLastPage: Bool { paginator.pageMap.isLastPage }

  /// How many records matched, as the last response said.
  public var totalCount: Int { paginator.pageMap.totalCount }

  /// Asks for the next page, unless one is on its way or the last one is loaded.
  /// - Returns: the page asked for, or nil when nothing was asked.
  @discardableResult
  public func loadMore() -> Int? {
    guard let page = paginator.nextPageToLoad() else { return nil }
    onPageRequested.fire(page)
    return page
  }

  /// Notes that a search for `page` started.
  /// - Parameter page: the page requested.
  public func willLoad(page: Int) {
    paginator.willLoad(page: page)
  }

  /// Takes a response: its page joins the list, or, for page 0, replaces it.
  /// - Parameter response: the response.
  public func update(_ response: SearchResponse) {
    self.response = response
    paginator.didLoad(
      response.insightsHits, page: response.page, pageCount: response.nbPages,
      totalCount: response.nbHits, pageSize: response.hitsPerPage)
    onHitsChanged.fire(hits)
  }

  /// Forgets the page on its way after an error, so it can be asked for again.
  public func didFail() {
    paginator.didFail()
  }

  /// Empties the list (a new query, index or filters): the next page asked for is page 0.
  public func reset() {
    paginator.reset()
    response = nil
    onHitsChanged.fire([])
  }
}
