/// A controller for pagination: it shows the page and the number of pages, and reports the
/// page the user picks.
@MainActor
public protocol PaginationController: AnyObject {
  /// Called with the page shown and how many there are, when connected and on every change.
  func setItem(_ state: PaginationState)

  /// Set by the interactor: the controller calls it with the page (from 0) the user picks.
  var onPageSelected: ((Int) -> Void)? { get set }
}
