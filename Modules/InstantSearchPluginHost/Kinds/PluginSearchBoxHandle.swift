internal import CInstantSearchPlugin

/// One instance of a plugin's search box (ABI 1.2): it reports `.queryChanged` and
/// `.querySubmitted` through `onEvent`.
public typealias PluginSearchBoxHandle = PluginControllerHandle<CommonKindFunctions<SearchBoxKind>>

/// The tag of `isp_search_box_controller_t`.
public enum SearchBoxKind: CommonKind { static let kind = PluginControllerKind.searchBox }

extension PluginControllerHandle where Functions == CommonKindFunctions<SearchBoxKind> {
  /// Shows `query` (`nil` for none) when the text changes from elsewhere.
  public func setQuery(_ query: String?) {
    withBorrowedMemory { memory in
      setter(\isp_search_box_controller_t.set_query)(
        instance.assumingMemoryBound(to: isp_search_box_controller_t.self), memory.string(query))
    }
  }
}
