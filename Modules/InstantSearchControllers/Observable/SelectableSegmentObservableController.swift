import InstantSearchConnectors
import Observation

/// An observable model of a list of keyed options with a selection, for views built on the
/// Observation framework: the counterpart of the reference's SwiftUI segment model.
///
/// Connect it like any ``SelectableSegmentController``; a view lists ``segments`` (ordered by
/// key), marks ``selected`` and calls ``select(_:)`` when the user picks one.
@MainActor
@Observable
public final class SelectableSegmentObservableController: SelectableSegmentController {
  /// The presented options, by key.
  public private(set) var items: [Int: String] = [:]

  /// The selected key, if any.
  public private(set) var selected: Int?

  /// Set by the interactor: called by ``select(_:)``.
  @ObservationIgnored public var onClick: ((Int) -> Void)?

  /// Creates a model with no options.
  public init() {}

  /// The options ordered by key.
  public var segments: [Segment] {
    items.keys.sorted().map { Segment(key: $0, title: items[$0] ?? "") }
  }

  /// The title of the selected option, if any.
  public var selectedTitle: String? {
    selected.flatMap { items[$0] }
  }

  /// Picks the option with `key`, as a tap on it.
  public func select(_ key: Int) {
    onClick?(key)
  }

  /// Stores the selected key.
  public func setSelected(_ selected: Int?) {
    if self.selected != selected { self.selected = selected }
  }

  /// Stores the presented options.
  public func setItems(items: [Int: String]) {
    if self.items != items { self.items = items }
  }
}
