/// What every controller of an ABI 1.2 kind (search box, hits, facet list, current filters,
/// stats, loading, pagination) does besides its kind's setter: show itself as text, and turn a
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
  func handleInput(_ input: String) -> [PluginControllerEvent]?
}

extension CommonPluginController {
  /// No text by default.
  public func render() -> String { "" }
  /// No input by default.
  public func handleInput(_ input: String) -> [PluginControllerEvent]? { nil }
}

/// An event a plugin controller reports to the host (the header's `ISP_EVENT_*`).
public enum PluginControllerEvent: Sendable, Hashable {
  /// The search text is now this (search box).
  case queryChanged(String)
  /// This text was submitted (search box).
  case querySubmitted(String)
  /// This value was clicked (facet list, hierarchical menu, dynamic facets).
  case valueClicked(String)
  /// The current filter at this position was removed.
  case filterRemoved(position: Int)
  /// This page (from 0) was chosen.
  case pageSelected(Int)
  /// The next page should be appended.
  case loadMore
  /// This range was chosen; `nil` ends are open.
  case rangeSelected(lower: Double?, upper: Double?)
  /// A toggle was switched on or off.
  case toggled(Bool)
  /// Relevant hits only (`true`) or all hits were chosen.
  case relevantSortSelected(relevantOnly: Bool)
  /// The hit at this position (from 0) was clicked.
  case hitClicked(position: Int, objectID: String?)
}
