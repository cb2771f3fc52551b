public import InstantSearchConnectors
public import InstantSearchPluginHost

/// Federated hits implemented by a plugin: a `MultiIndexHitsController`. Each section reaches
/// the plugin as its index's name, its hits (JSON text, objectID, highlights, positioned from
/// the page's first), the number of matching records and the error that left it without a
/// response.
@MainActor
public final class PluginMultiIndexHitsController: MultiIndexHitsController,
  PluginBackedController
{
  /// The plugin instance behind this controller; it reports nothing, so no event is routed.
  public let handle: PluginMultiIndexHitsHandle

  /// Wraps a plugin instance.
  public init(handle: PluginMultiIndexHitsHandle) { self.handle = handle }

  /// Forwards the sections to the plugin, in the order the indices are searched.
  public func setItem(_ sections: [MultiIndexHitsSection]) {
    handle.setSections(
      sections.map { section in
        PluginHitsSection(
          indexName: section.indexName,
          hits: section.response.map { PluginHitsController.pluginHits($0.hits, response: $0) }
            ?? [],
          total: section.response?.nbHits, error: section.error)
      })
  }
}
