public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// Infinite hits implemented by a plugin of the pagination kind: an `InfiniteHitsController`.
/// The plugin is told the last page loaded and how many pages there are; its `.loadMore`
/// events become `onLoadMore`. (The hits themselves go to a hits controller, if any.)
@MainActor
public final class PluginInfiniteHitsController: InfiniteHitsController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginPaginationHandle

  /// The page size the loaded hits are counted in, to tell the plugin pages rather than
  /// hits; the searcher's `hitsPerPage` (20 by default).
  public var hitsPerPage = 20

  /// Set by the interactor; runs when the plugin reports "load more".
  public var onLoadMore: (() -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginPaginationHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      if case .loadMore = event { self?.onLoadMore?() }
    }
  }

  /// Tells the plugin the last page loaded (from 0) and the number of pages: those loaded when
  /// the last is in, else enough for `totalCount` and at least one more.
  public func setHits(_ hits: [Hit], isLastPage: Bool, totalCount: Int) {
    let size = max(hitsPerPage, 1)
    let loaded = (hits.count + size - 1) / size
    let pages = isLastPage ? loaded : max(loaded + 1, (totalCount + size - 1) / size)
    handle.setPages(page: max(loaded - 1, 0), pageCount: pages)
  }
}
