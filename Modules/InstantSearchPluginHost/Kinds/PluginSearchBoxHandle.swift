internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<SearchBoxKind> {
  /// Shows `query` (`nil` for none) when the text changes from elsewhere.
  public func setQuery(_ query: String?) {
    withBorrowedMemory { memory in
      setter(\isp_search_box_controller_t.set_query)(
        instance.assumingMemoryBound(to: isp_search_box_controller_t.self), memory.string(query))
    }
  }
}
