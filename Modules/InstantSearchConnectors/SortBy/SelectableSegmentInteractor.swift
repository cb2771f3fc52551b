import InstantSearchCore

/// The logic of a list of keyed options with one selection: the options, the selected key, and
/// the user's clicks.
///
/// A click (``computeSelected(selecting:)``) does not change ``selected`` by itself: the
/// connection that acts on the click (a searcher connection for Sort By) validates the key,
/// selects it and does its work. Sort By uses it as ``SortByInteractor`` (index names) and
/// ``IndexSegmentInteractor`` (``Index`` values).
@MainActor
public final class SelectableSegmentInteractor<SegmentKey: Hashable & Sendable, Segment: Sendable> {
  /// The options, by key. Setting them fires ``onItemsChanged``.
  public var items: [SegmentKey: Segment] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The selected key, if any. Setting it fires ``onSelectedChanged``, even to the same value.
  public var selected: SegmentKey? {
    didSet { onSelectedChanged.fire(selected) }
  }

  /// Fires the options on every assignment, and once at creation.
  public let onItemsChanged = Observer<[SegmentKey: Segment]>()

  /// Fires the selected key on every assignment (not at creation).
  public let onSelectedChanged = Observer<SegmentKey?>()

  /// Fires the key the user clicked, before anything is selected.
  public let onSelectedComputed = Observer<SegmentKey?>(retainLastData: false)

  /// Creates an interactor with options and, optionally, a selection.
  ///
  /// - Parameters:
  ///   - items: the options, by key.
  ///   - selected: the initially selected key.
  public init(items: [SegmentKey: Segment], selected: SegmentKey? = nil) {
    self.items = items
    self.selected = selected
    onItemsChanged.fire(items)
  }

  /// Reports a click on `key`: fires ``onSelectedComputed``; the connections decide what happens.
  ///
  /// - Parameter key: the clicked key.
  public func computeSelected(selecting key: SegmentKey?) {
    onSelectedComputed.fire(key)
  }

  /// The selected option, if a key is selected and present.
  public var selectedItem: Segment? {
    selected.flatMap { items[$0] }
  }
}
