internal import CInstantSearchPlugin

/// One instance of a plugin's stats line (ABI 1.2). It reports nothing.
public typealias PluginStatsHandle = PluginControllerHandle<CommonKindFunctions<StatsKind>>

/// The tag of `isp_stats_controller_t`.
public enum StatsKind: CommonKind { static let kind = PluginControllerKind.stats }

extension PluginControllerHandle where Functions == CommonKindFunctions<StatsKind> {
  /// Replaces the figures. The plugin borrows them for the call.
  public func setStats(_ stats: PluginStats) {
    withBorrowedMemory { memory in
      var value = isp_stats_t()
      value.struct_size = UInt32(MemoryLayout<isp_stats_t>.size)
      value.hit_count = Int64(stats.hitCount ?? -1)
      value.page = Int64(stats.page)
      value.page_count = Int64(stats.pageCount)
      value.hits_per_page = Int64(stats.hitsPerPage)
      value.processing_time_ms = Int64(stats.processingTimeMS ?? -1)
      value.text = memory.string(stats.text)
      setter(\isp_stats_controller_t.set_stats)(
        instance.assumingMemoryBound(to: isp_stats_controller_t.self), memory.value(value))
    }
  }
}
