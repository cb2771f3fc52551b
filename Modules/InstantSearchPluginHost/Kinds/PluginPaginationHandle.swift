internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<PaginationKind> {
  /// Sets the current page (from 0) and the number of pages (0 without results).
  public func setPages(page: Int, pageCount: Int) {
    setter(\isp_pagination_controller_t.set_pages)(
      instance.assumingMemoryBound(to: isp_pagination_controller_t.self), Int64(page),
      Int64(pageCount))
  }
}
