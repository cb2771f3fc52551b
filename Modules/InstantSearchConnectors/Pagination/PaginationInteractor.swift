import InstantSearchCore

/// The logic of pagination: the page shown and how many there are (from the searcher's
/// responses), and the user's requests for another page.
///
/// An ``ItemInteractor`` of ``PaginationState``. A request (``selectPage(_:)``) does not move
/// anything by itself: it fires ``onPageSelected``, and the searcher connection sets the
/// searcher's page and searches. See ``PaginationConnector`` for the one-line setup.
@MainActor
public final class PaginationInteractor: ItemInteractor<PaginationState>, SearcherWidget {
  /// Fires the page (from 0) a valid ``selectPage(_:)`` asks for; not retained.
  public let onPageSelected = Observer<Int>(retainLastData: false)

  /// Creates an interactor in `state`.
  ///
  /// - Parameter state: the initial state.
  public init(state: PaginationState) {
    super.init(item: state)
  }

  /// Creates an interactor on page 0 of no pages, the default of a ``PaginationConnector``.
  public convenience init() {
    self.init(state: PaginationState())
  }

  /// The page shown, from 0.
  public var page: Int { item.page }

  /// How many pages the last response fills.
  public var pagesCount: Int { item.pagesCount }

  /// Asks for `page`: fires ``onPageSelected`` when it is one of ``PaginationState/pages``,
  /// does nothing otherwise.
  ///
  /// - Parameter page: the page wanted, from 0.
  /// - Returns: whether the request was passed on.
  @discardableResult
  public func selectPage(_ page: Int) -> Bool {
    guard item.pages.contains(page) else { return false }
    onPageSelected.fire(page)
    return true
  }

  /// Asks for the first page.
  ///
  /// - Returns: whether the request was passed on (always, page 0 exists).
  @discardableResult
  public func selectFirstPage() -> Bool { selectPage(0) }

  /// Asks for the last page one may go to, which the service's `nbPages` gives (capped by the
  /// index's `paginationLimitedTo`).
  ///
  /// - Returns: whether the request was passed on.
  @discardableResult
  public func selectLastPage() -> Bool { selectPage(item.lastPage) }

  /// Asks for the page after the one shown.
  ///
  /// - Returns: whether there was one.
  @discardableResult
  public func selectNextPage() -> Bool { selectPage(item.page + 1) }

  /// Asks for the page before the one shown.
  ///
  /// - Returns: whether there was one.
  @discardableResult
  public func selectPreviousPage() -> Bool { selectPage(item.page - 1) }
}
