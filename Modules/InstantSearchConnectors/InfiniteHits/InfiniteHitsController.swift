import InstantSearchCore

/// A controller for an infinite list of hits: it shows the hits loaded so far and asks for
/// more when the user reaches the end.
@MainActor
public protocol InfiniteHitsController: AnyObject {
  /// Set by the interactor: the controller calls it when the user nears the end of the list
  /// (scrolls down, types `hits more`). Asking twice before the page arrives loads it once.
  var onLoadMore: (() -> Void)? { get set }

  /// Called with the whole list after each change, whether the last page is in it, and how
  /// many records matched in all.
  func setHits(_ hits: [Hit], isLastPage: Bool, totalCount: Int)

  /// Called when the list needs to be drawn again.
  func reload()
}

extension InfiniteHitsController {
  /// Does nothing: controllers that redraw in `setHits(_:isLastPage:totalCount:)` need not
  /// implement it.
  public func reload() {}
}
