public import InstantSearchConnectors
public import InstantSearchPluginHost

/// Pagination implemented by a plugin: a `PaginationController`. The plugin's
/// `.pageSelected` events become `onPageSelected` with the page it names.
@MainActor
public final class PluginPaginationController: PaginationController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginPaginationHandle

  /// Set by the interactor; runs with the page (from 0) the plugin reports chosen.
  public var onPageSelected: ((Int) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginPaginationHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      if case .pageSelected(let page) = event { self?.onPageSelected?(page) }
    }
  }

  /// Forwards the page and the number of pages to the plugin.
  public func setItem(_ state: PaginationState) {
    handle.setPages(page: state.page, pageCount: state.pagesCount)
  }
}
