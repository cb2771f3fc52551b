internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<HitsKind> {
  /// Replaces the hits with a page's hits, in order, out of `total` matching records. The
  /// plugin borrows them for the call.
  public func setHits(_ hits: [PluginHit], total: Int) {
    withBorrowedMemory { memory in
      let pointers = memory.array(count: hits.count) { index in
        let hit = hits[index]
        var value = isp_hit_t()
        value.struct_size = UInt32(MemoryLayout<isp_hit_t>.size)
        value.position = Int64(hit.position)
        value.object_id = memory.string(hit.objectID)
        value.json = memory.string(hit.json)
        value.highlight_count = UInt32(hit.highlights.count)
        value.highlight_attributes = memory.strings(count: hit.highlights.count) {
          hit.highlights[$0].attribute
        }
        value.highlight_values = memory.strings(count: hit.highlights.count) {
          hit.highlights[$0].value
        }
        return Optional(memory.value(value))
      }
      setter(\isp_hits_controller_t.set_hits)(
        instance.assumingMemoryBound(to: isp_hits_controller_t.self), pointers,
        UInt32(hits.count), Int64(total))
    }
  }
}
