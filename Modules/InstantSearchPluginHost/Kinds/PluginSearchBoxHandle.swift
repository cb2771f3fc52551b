internal import CInstantSearchPlugin

/// One instance of a plugin's search box (ABI 1.2): it reports `.queryChanged` and
/// `.querySubmitted` through `onEvent`.
public typealias PluginSearchBoxHandle = PluginControllerHandle<CommonKindFunctions<SearchBoxKind>>

/// The search box kind, `isp_search_box_controller_t`.
public enum SearchBoxKind: CommonKind {
  typealias Layout = isp_search_box_controller_t
  static let kind = PluginControllerKind.searchBox
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_query, "set_query") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<SearchBoxKind> {
  /// Shows `query` (`nil` for none) when the text changes from elsewhere.
  public func setQuery(_ query: String?) {
    withBorrowedMemory { memory in
      SearchBoxKind.function(\.set_query, of: instance)(
        SearchBoxKind.typed(instance), memory.string(query))
    }
  }
}
