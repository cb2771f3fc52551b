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

  /// Stores the state, changing only what differs, so views redraw only on a change.
  public func setItem(_ state: PaginationState) {
    if page != state.page { page = state.page }
    if pagesCount != state.pagesCount { pagesCount = state.pagesCount }
  }
}
