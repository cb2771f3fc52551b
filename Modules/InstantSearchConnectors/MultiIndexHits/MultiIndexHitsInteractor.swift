import InstantSearchCore

/// The logic of a federated hits list (products and query suggestions on one screen): one
/// section per index, in the order the indices are searched, each with its last response.
///
/// ``item`` holds the sections; the searcher connection sets them from the children of a
/// ``MultiSearcher`` (one section per hits child), and ``onItemChanged`` fires on every change.
@MainActor
public final class MultiIndexHitsInteractor: ItemInteractor<[MultiIndexHitsSection]> {
  /// Creates a list with no section.
  public init() { super.init(item: []) }
}
