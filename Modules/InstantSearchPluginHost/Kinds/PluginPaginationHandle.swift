internal import CInstantSearchPlugin

/// One instance of a plugin's pagination or infinite hits control (ABI 1.2): it reports
/// `.pageSelected` and `.loadMore`.
public typealias PluginPaginationHandle = PluginControllerHandle<
  CommonKindFunctions<PaginationKind>
>

/// The tag of `isp_pagination_controller_t`.
public enum PaginationKind: CommonKind { static let kind = PluginControllerKind.pagination }

extension PluginControllerHandle where Functions == CommonKindFunctions<PaginationKind> {
  /// Sets the current page (from 0) and the number of pages (0 without results).
  public func setPages(page: Int, pageCount: Int) {
    setter(\isp_pagination_controller_t.set_pages)(
      instance.assumingMemoryBound(to: isp_pagination_controller_t.self), Int64(page),
      Int64(pageCount))
  }
}
