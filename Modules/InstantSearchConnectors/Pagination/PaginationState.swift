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
}
