public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A stats line implemented by a plugin: a `StatsController`. The plugin gets the presented
/// text and, through `presenting(_:)`, the figures behind it.
@MainActor
public final class PluginStatsController: StatsController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginStatsHandle

  private var stats: SearchStats?

  /// Wraps a plugin instance.
  public init(handle: PluginStatsHandle) {
    self.handle = handle
  }

  /// A presenter for the connector that records the figures for the plugin and returns what
  /// `presenter` says: `StatsConnector(searcher:controller:presenter:
  /// controller.presenting(DefaultPresenter.Stats.present))`.
  public func presenting(
    _ presenter: @escaping @MainActor (SearchStats?) -> String?
  ) -> @MainActor (SearchStats?) -> String? {
    { [weak self] stats in
      self?.stats = stats
      return presenter(stats)
    }
  }

  /// Forwards the text, with the last recorded figures, to the plugin.
  public func setItem(_ item: String?) {
    handle.setStats(
      PluginStats(
        hitCount: stats?.totalHitsCount, page: stats?.page ?? 0, pageCount: stats?.pagesCount ?? 0,
        hitsPerPage: stats?.hitsPerPage ?? 0, processingTimeMS: stats?.processingTimeMS,
        text: item))
  }
}
