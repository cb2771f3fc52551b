import InstantSearchCore

/// The logic of relevant sort: what the last response of a virtual replica said (the priority
/// applied, the hits sorted out of the hits matched), and the user's request for the other
/// priority, as InstantSearch iOS's `RelevantSortInteractor`.
///
/// An ``ItemInteractor`` of ``RelevantSortState``, nil when the index searched is not a
/// virtual replica. ``toggle()`` does not change the item: it fires ``onPriorityComputed``,
/// the searcher connection sets `relevancyStrictness` and searches, and the response sets the
/// item. See ``RelevantSortConnector`` for the one-line setup.
@MainActor
public final class RelevantSortInteractor: ItemInteractor<RelevantSortState?>, SearcherWidget {
  /// Fires the priority a ``toggle()`` asks for; not retained.
  public let onPriorityComputed = Observer<RelevantSortPriority>(retainLastData: false)

  /// Creates an interactor with no state yet.
  public init() {
    super.init(item: nil)
  }

  /// The priority applied by the last response; nil when relevant sort does not apply.
  public var priority: RelevantSortPriority? { item?.priority }

  /// Asks for the other priority (all hits after the relevant ones, and back); does nothing
  /// when relevant sort does not apply.
  public func toggle() {
    guard let priority else { return }
    onPriorityComputed.fire(priority.toggled)
  }
}
