/// The loading state of an infinite list: which pages are loaded and which one is on its way,
/// so that asking for more sends each page once and nothing past the last page.
///
/// Pure state, no I/O: a connection to a searcher calls ``willLoad(page:)`` when a search
/// starts, ``didLoad(_:page:pageCount:totalCount:pageSize:)`` when its response arrives,
/// ``didFail()`` on an error and ``reset()`` when the query text, the filters or the index
/// change. A response for page 0 starts the map afresh: it answers a new search.
///
/// Only one page is ever in flight, because a searcher lets its newest request win: asking for
/// a page while another is loading does nothing.
public struct Paginator<Item: Sendable>: Sendable {
  /// The pages loaded so far.
  public private(set) var pageMap = PageMap<Item>()
  /// The page being loaded, or nil when none is.
  public private(set) var pendingPage: Int?

  /// A paginator with nothing loaded.
  public init() {}

  /// The page to load when the list needs more, marked as pending; nil when a page is already
  /// loading or the last page is loaded. Calling it twice before an answer gives the page once.
  public mutating func nextPageToLoad() -> Int? {
    guard pendingPage == nil, let next = pageMap.nextPage else { return nil }
    pendingPage = next
    return next
  }

  /// Notes that a search for `page` started (whoever started it).
  /// - Parameter page: the page requested.
  public mutating func willLoad(page: Int) {
    pendingPage = page
  }

  /// Stores a response's page; a page 0 replaces every page loaded before.
  /// - Parameters:
  ///   - items: the page's items.
  ///   - page: its number.
  ///   - pageCount: the response's `nbPages`.
  ///   - totalCount: the response's `nbHits`.
  ///   - pageSize: the response's `hitsPerPage`.
  public mutating func didLoad(
    _ items: [Item], page: Int, pageCount: Int, totalCount: Int, pageSize: Int
  ) {
    if page == 0 { pageMap = PageMap() }
    pageMap.insert(
      items, page: page, pageCount: pageCount, totalCount: totalCount, pageSize: pageSize)
    if pendingPage == page { pendingPage = nil }
  }

  /// Forgets the pending page after an error, so the same page can be asked for again.
  public mutating func didFail() {
    pendingPage = nil
  }

  /// Forgets every page and the pending one: the next load asks for page 0.
  public mutating func reset() {
    pageMap = PageMap()
    pendingPage = nil
  }
}
