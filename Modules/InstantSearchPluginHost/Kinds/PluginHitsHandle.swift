internal import CInstantSearchPlugin

/// One instance of a plugin's hits list (ABI 1.2): it may report `.hitClicked`.
public typealias PluginHitsHandle = PluginControllerHandle<CommonKindFunctions<HitsKind>>

/// The hits kind, `isp_hits_controller_t`.
public enum HitsKind: CommonKind {
  typealias Layout = isp_hits_controller_t
  static let kind = PluginControllerKind.hits
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_hits, "set_hits") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<HitsKind> {
  /// Replaces the hits with a page's hits, in order, out of `total` matching records. The
  /// plugin borrows them for the call.
  public func setHits(_ hits: [PluginHit], total: Int) {
    withBorrowedMemory { memory in
      let pointers = hits.map { hit in
        var value = isp_hit_t()
        value.struct_size = UInt32(MemoryLayout<isp_hit_t>.size)
        value.position = Int64(hit.position)
        value.object_id = memory.string(hit.objectID)
        value.json = memory.string(hit.json)
        value.highlight_count = UInt32(hit.highlights.count)
        value.highlight_attributes = memory.strings(hit.highlights.map(\.attribute))
        value.highlight_values = memory.strings(hit.highlights.map(\.value))
        return Optional(memory.value(value))
      }
      HitsKind.function(\.set_hits, of: instance)(
        HitsKind.typed(instance), memory.array(pointers), UInt32(hits.count), Int64(total))
    }
  }
}
