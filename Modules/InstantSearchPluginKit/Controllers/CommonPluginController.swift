@_exported public import InstantSearchPluginValues

/// What every controller of an ABI 1.2 kind (search box, hits, facet list, current filters,
/// stats, loading, pagination, hierarchical menu, number range, toggle, relevant sort, custom
/// data, dynamic facets) does besides its kind's setter: show itself as text, and turn a
/// line the user typed for the widget into events.
///
/// The host calls it on one thread at a time. It never calls the host's event function itself:
/// `handleInput(_:)` returns the events and the kit reports them, in order, before the host's
/// call returns.
public protocol CommonPluginController: PluginController {
  /// The controller's current look as text (several lines are fine).
  func render() -> String
  /// Interprets `input` (it may be empty, very long, or hold U+FFFD where the host's bytes were
  /// not UTF-8) and returns the events it means, or `nil` when it means nothing.
  func handleInput(_ input: String) -> [PluginEvent]?
}

extension CommonPluginController {
  /// No text by default.
  public func render() -> String { "" }
  /// No input by default.
  public func handleInput(_ input: String) -> [PluginEvent]? { nil }
}
