public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// A hits list implemented by a plugin: a `HitsController`. Each hit reaches the plugin as its
/// JSON text, its objectID and its highlighted attributes; `onHitClicked` runs when the plugin
/// reports a click.
@MainActor
public final class PluginHitsController: HitsController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginHitsHandle

  /// Runs with the hit the plugin reports clicked (its position in the whole list, from 0, and
  /// its objectID).
  public var onHitClicked: ((_ position: Int, _ objectID: String?) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginHitsHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      if case .hitClicked(let position, let objectID) = event {
        self?.onHitClicked?(position, objectID)
      }
    }
  }

  /// Forwards the page's hits to the plugin, positioned from the page's first.
  public func setHits(_ hits: [Hit], response: SearchResponse) {
    handle.setHits(Self.pluginHits(hits, response: response), total: response.nbHits)
  }

  /// `hits` of `response` as a plugin receives them, positioned from the page's first.
  static func pluginHits(_ hits: [Hit], response: SearchResponse) -> [PluginHit] {
    let first = response.page * response.hitsPerPage
    return hits.enumerated().map { offset, hit in
      PluginHit(
        position: first + offset, objectID: hit.objectID, json: JSON.object(hit.json).jsonString,
        highlights: highlights(of: hit))
    }
  }

  /// The highlighted value of every top-level attribute in `_highlightResult`, in order.
  static func highlights(of hit: Hit) -> [(attribute: String, value: String)] {
    guard let attributes = hit.highlightResult?.objectValue else { return [] }
    return attributes.compactMap { attribute, result in
      result.objectValue?["value"]?.stringValue.map { (attribute, $0) }
    }
  }
}
