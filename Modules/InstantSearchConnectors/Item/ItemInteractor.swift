import InstantSearchCore

/// The logic of a widget that shows one value (Stats, Loading, and the like): the value and
/// a notification when it changes.
///
/// A single-value widget subclasses it with its value type, adds its searcher connection (which
/// sets ``item``) and a controller connection (which follows ``onItemChanged`` with
/// `subscribePast`), and needs nothing else: see `StatsInteractor` and `LoadingInteractor`.
/// Main actor only.
@MainActor
open class ItemInteractor<Item: Sendable & Equatable> {
  /// The value shown. Setting a different value fires ``onItemChanged``; setting the same
  /// value fires nothing.
  public final var item: Item {
    didSet { if item != oldValue { onItemChanged.fire(item) } }
  }

  /// Fires ``item`` whenever it changes. It has fired the initial value at creation and keeps
  /// the last one, so `subscribePast` always starts with the current value.
  public final let onItemChanged = Observer<Item>()

  /// Creates an interactor holding `item`.
  ///
  /// - Parameter item: the initial value.
  public init(item: Item) {
    self.item = item
    onItemChanged.fire(item)
  }
}
