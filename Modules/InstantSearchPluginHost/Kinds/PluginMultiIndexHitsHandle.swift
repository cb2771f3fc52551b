internal import CInstantSearchPlugin

/// One instance of a plugin's federated hits (ABI 1.2). It reports nothing.
public typealias PluginMultiIndexHitsHandle = PluginControllerHandle<
  CommonKindFunctions<MultiIndexHitsKind>
>

/// The tag of `isp_multi_index_hits_controller_t`.
public enum MultiIndexHitsKind: CommonKind {
  static let kind = PluginControllerKind.multiIndexHits
}

extension PluginControllerHandle where Functions == CommonKindFunctions<MultiIndexHitsKind> {
  /// Replaces the sections, in the order the indices are searched, each with its hits. The
  /// plugin borrows them for the call.
  public func setSections(_ sections: [PluginHitsSection]) {
    withBorrowedMemory { memory in
      let pointers = memory.array(count: sections.count) { index in
        let section = sections[index]
        var value = isp_hits_section_t()
        value.struct_size = UInt32(MemoryLayout<isp_hits_section_t>.size)
        value.index_name = memory.string(section.indexName)
        value.hits = memory.hits(section.hits)
        value.hit_count = UInt32(section.hits.count)
        value.total = Int64(section.total ?? -1)
        value.error = memory.string(section.error)
        return Optional(memory.value(value))
      }
      setter(\isp_multi_index_hits_controller_t.set_sections)(
        instance.assumingMemoryBound(to: isp_multi_index_hits_controller_t.self), pointers,
        UInt32(sections.count))
    }
  }
}
