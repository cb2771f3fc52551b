internal import CInstantSearchPlugin

/// One instance of a plugin's hits list (ABI 1.2): it may report `.hitClicked`.
public typealias PluginHitsHandle = PluginControllerHandle<CommonKindFunctions<HitsKind>>

/// The tag of `isp_hits_controller_t`.
public enum HitsKind: CommonKind { static let kind = PluginControllerKind.hits }

extension PluginControllerHandle where Functions == CommonKindFunctions<HitsKind> {
  /// Replaces the hits with a page's hits, in order, out of `total` matching records. The
  /// plugin borrows them for the call.
  public func setHits(_ hits: [PluginHit], total: Int) {
    withBorrowedMemory { memory in
      setter(\isp_hits_controller_t.set_hits)(
        instance.assumingMemoryBound(to: isp_hits_controller_t.self), memory.hits(hits),
        UInt32(hits.count), Int64(total))
    }
  }
}

extension BorrowedMemory {
  /// A C array of `isp_hit_t` pointers for `hits`, or NULL when there are none (the hits
  /// controller's page, a federated section's hits).
  func hits(_ hits: [PluginHit]) -> UnsafePointer<UnsafePointer<isp_hit_t>?>? {
    array(count: hits.count) { index in
      let hit = hits[index]
      var value = isp_hit_t()
      value.struct_size = UInt32(MemoryLayout<isp_hit_t>.size)
      value.position = Int64(hit.position)
      value.object_id = string(hit.objectID)
      value.json = string(hit.json)
      value.highlight_count = UInt32(hit.highlights.count)
      value.highlight_attributes = strings(count: hit.highlights.count) {
        hit.highlights[$0].attribute
      }
      value.highlight_values = strings(count: hit.highlights.count) {
        hit.highlights[$0].value
      }
      return Optional(self.value(value))
    }
  }
}
