internal import CInstantSearchPlugin

/// One instance of a plugin's pagination or infinite hits control (ABI 1.2): it reports
/// `.pageSelected` and `.loadMore`.
public typealias PluginPaginationHandle =
  PluginControllerHandle<CommonKindFunctions<PaginationKind>>

/// The pagination kind, `isp_pagination_controller_t`.
public enum PaginationKind: CommonKind {
  typealias Layout = isp_pagination_controller_t
  static let kind = PluginControllerKind.pagination
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_pages, "set_pages") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<PaginationKind> {
  /// Sets the current page (from 0) and the number of pages (0 without results).
  public func setPages(page: Int, pageCount: Int) {
    PaginationKind.function(\.set_pages, of: instance)(
      PaginationKind.typed(instance), Int64(page), Int64(pageCount))
  }
}
