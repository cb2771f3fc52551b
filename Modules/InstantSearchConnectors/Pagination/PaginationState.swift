import InstantSearchCore

/// Where the results stand among their pages: the page shown and how many pages there are.
public struct PaginationState: Sendable, Hashable {
  /// The page shown, from 0.
  public var page: Int
  /// How many pages the results fill (0 when nothing matches, or before the first response).
  public var pagesCount: Int

  /// Creates a state from its figures.
  ///
  /// - Parameters:
  ///   - page: the page shown, from 0.
  ///   - pagesCount: how many pages there are.
  public init(page: Int = 0, pagesCount: Int = 0) {
    self.page = page
    self.pagesCount = pagesCount
  }

  /// Reads the page and the number of pages of a response.
  ///
  /// - Parameter response: the response shown.
  public init(_ response: SearchResponse) {
    self.init(page: response.page, pagesCount: response.nbPages)
  }

  /// The pages one may go to: 0 to `pagesCount - 1`, and always page 0, so results with no
  /// page (nothing matches) still have a first page.
  public var pages: Range<Int> {
    0..<max(pagesCount, 1)
  }

  /// The last page one may go to (0 when there is none). The service already caps the number
  /// of pages by the index's `paginationLimitedTo`, so this is the deepest page it serves, not
  /// the one `nbHits` would fill.
  public var lastPage: Int { pages.upperBound - 1 }

  /// Whether the page shown is the first (nothing before it).
  public var isFirstPage: Bool { page <= 0 }

  /// Whether the page shown is the last one may go to (nothing after it).
  public var isLastPage: Bool { page >= lastPage }

  /// The page numbers a page list shows around the page shown, as InstantSearch.js's
  /// pagination lays them out: `2 × padding + 1` pages (all of them when there are fewer),
  /// the page shown in the middle except near either end, where the window stops at the first
  /// or the last page and keeps its length.
  ///
  /// With 10 pages and a padding of 2: page 0 shows 0–4, page 5 shows 3–7, page 9 shows 5–9.
  ///
  /// - Parameter padding: how many pages to show on each side of the page shown; 0 or more.
  /// - Returns: consecutive pages within ``pages``, holding the page shown.
  public func pageWindow(padding: Int) -> Range<Int> {
    let padding = max(padding, 0)
    let total = pages.count
    let current = min(max(page, 0), lastPage)
    let shown = min(2 * padding + 1, total)
    let before: Int
    if current <= padding {
      before = current
    } else if current >= total - padding {
      before = shown - (total - current)
    } else {
      before = padding
    }
    return (current - before)..<(current - before + shown)
  }
}
