/// The pages of a paginated result loaded so far, by page number, with the totals of the last
/// response: what an infinite list shows and what it may still load.
///
/// A value type: copying it is cheap until one copy is changed. Pages need not be contiguous
/// (a page-based UI may jump); ``items`` is the contiguous run from page 0.
public struct PageMap<Item: Sendable>: Sendable {
  /// The loaded pages, by page number from 0.
  public private(set) var pages: [Int: [Item]] = [:]
  /// How many pages the results make, as the last response said (already limited by the
  /// index's `paginationLimitedTo`, which the service applies to `nbPages`).
  public private(set) var pageCount = 0
  /// How many records matched, as the last response said.
  public private(set) var totalCount = 0
  /// Items per page, as the last response said.
  public private(set) var pageSize = 0

  /// An empty map: nothing loaded, nothing known.
  public init() {}

  /// Stores a page, replacing an earlier copy of it, and takes the response's totals.
  /// - Parameters:
  ///   - items: the page's items.
  ///   - page: its number, from 0.
  ///   - pageCount: the response's `nbPages`.
  ///   - totalCount: the response's `nbHits`.
  ///   - pageSize: the response's `hitsPerPage`.
  public mutating func insert(
    _ items: [Item], page: Int, pageCount: Int, totalCount: Int, pageSize: Int
  ) {
    pages[page] = items
    self.pageCount = pageCount
    self.totalCount = totalCount
    self.pageSize = pageSize
  }

  /// The highest page loaded, or nil when none is.
  public var latestPage: Int? { pages.keys.max() }

  /// Whether nothing is loaded.
  public var isEmpty: Bool { pages.isEmpty }

  /// Whether the highest loaded page is the last one the service will serve. True for an
  /// empty result (no page at all), false while nothing is loaded.
  public var isLastPage: Bool {
    guard let latestPage else { return false }
    return latestPage + 1 >= pageCount
  }

  /// The page an infinite list loads next: the one after the highest loaded, page 0 when
  /// nothing is loaded, nil past the last page.
  public var nextPage: Int? {
    guard let latestPage else { return 0 }
    return isLastPage ? nil : latestPage + 1
  }

  /// The items of pages 0, 1, 2 … up to the first page not loaded, in order.
  ///
  /// Complexity: O(n) in the items returned.
  public var items: [Item] {
    var all: [Item] = []
    var page = 0
    while let items = pages[page] {
      all.append(contentsOf: items)
      page += 1
    }
    return all
  }

  /// Whether a page is loaded.
  /// - Parameter page: the page number.
  /// - Returns: true when the page is in the map.
  public func contains(page: Int) -> Bool { pages[page] != nil }
}
