import InstantSearchConnectors
import Observation

/// An observable model of pagination, for views built on the Observation framework: a view
/// reads ``page`` and ``pagesCount`` and calls ``select(_:)``.
@MainActor
@Observable
public final class PaginationObservableController: PaginationController {
  /// The page shown, from 0.
  public private(set) var page = 0

  /// How many pages there are (0 before the first response and when nothing matches).
  public private(set) var pagesCount = 0

  /// How many page numbers ``pageWindow`` holds on each side of the page shown (3 by
  /// default).
  @ObservationIgnored public var padding = 3

  /// The page numbers (from 0) a page list shows around the page shown; see
  /// ``PaginationState/pageWindow(padding:)``.
  public var pageWindow: Range<Int> { state.pageWindow(padding: padding) }

  /// Whether the page shown is the first (a "previous" button is disabled).
  public var isFirstPage: Bool { state.isFirstPage }

  /// Whether the page shown is the last one may go to (a "next" button is disabled).
  public var isLastPage: Bool { state.isLastPage }

  /// The state as figures.
  private var state: PaginationState { PaginationState(page: page, pagesCount: pagesCount) }

  /// Set by the interactor: called by ``select(_:)``.
  @ObservationIgnored public var onPageSelected: ((Int) -> Void)?

  /// Creates a model on page 0 of no pages.
  public init() {}

  /// Goes to `page` (from 0); a page out of range is ignored by the interactor.
  ///
  /// - Parameter page: the page wanted.
  public func select(_ page: Int) {
    onPageSelected?(page)
  }

  /// Goes to the first page.
  public func selectFirstPage() { select(0) }

  /// Goes to the last page one may go to.
  public func selectLastPage() { select(state.lastPage) }

  /// Stores the state, changing only what differs, so views redraw only on a change.
  public func setItem(_ state: PaginationState) {
    if page != state.page { page = state.page }
    if pagesCount != state.pagesCount { pagesCount = state.pagesCount }
  }
}
