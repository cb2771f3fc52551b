import InstantSearchCore

/// The figures of a search response a stats widget shows.
public struct SearchStats: Sendable, Hashable {
  /// How many records match.
  public var totalHitsCount: Int
  /// How many hits a page holds.
  public var hitsPerPage: Int
  /// How many pages there are.
  public var pagesCount: Int
  /// The current page, from 0.
  public var page: Int
  /// How long the service took, in milliseconds, when it says.
  public var processingTimeMS: Int?
  /// The query text the response answers, when it says.
  public var query: String?

  /// Creates stats from their figures.
  ///
  /// - Parameters:
  ///   - totalHitsCount: how many records match.
  ///   - hitsPerPage: how many hits a page holds.
  ///   - pagesCount: how many pages there are.
  ///   - page: the current page.
  ///   - processingTimeMS: the processing time, in milliseconds.
  ///   - query: the query text.
  public init(
    totalHitsCount: Int, hitsPerPage: Int, pagesCount: Int, page: Int,
    processingTimeMS: Int? = nil, query: String? = nil
  ) {
    self.totalHitsCount = totalHitsCount
    self.hitsPerPage = hitsPerPage
    self.pagesCount = pagesCount
    self.page = page
    self.processingTimeMS = processingTimeMS
    self.query = query
  }

  /// Reads the stats of a response.
  ///
  /// - Parameter response: the response whose figures are read.
  public init(_ response: SearchResponse) {
    self.init(
      totalHitsCount: response.nbHits, hitsPerPage: response.hitsPerPage,
      pagesCount: response.nbPages, page: response.page,
      processingTimeMS: response.processingTimeMS, query: response.query)
  }
}
