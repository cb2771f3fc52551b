import InstantSearchCore

/// Hits per page in one line: a choice of page sizes (10, 20, 50) linked to a searcher. A
/// choice sets the searcher's `hitsPerPage`, goes back to page 0 and searches.
///
/// The logic is a ``SelectableSegmentInteractor`` of sizes by position, as Sort By's is of
/// index names, so any ``SelectableSegmentController`` (terminal, observable, plugin) whose
/// keys are positions shows it; connect one with `interactor.connectController(_:)`.
/// Connected when created; dropping the connector does not disconnect it.
@MainActor
public final class HitsPerPageConnector: Connector {
  /// The sizes by position and the selected one.
  public let interactor: SelectableSegmentInteractor<Int, Int>
  /// The searcher connection.
  public let connections: CompositeConnection

  /// Creates a connector and connects it; connecting applies the selected size (page 0, no
  /// search).
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose page size is set.
  ///   - sizes: the page sizes offered, at positions 0, 1, 2…
  ///   - selected: the selected position; by default the position of the searcher's
  ///     `hitsPerPage` if offered.
  public init(searcher: HitsSearcher, sizes: [Int], selected: Int? = nil) {
    let current = searcher.query.hitsPerPage.flatMap { sizes.firstIndex(of: $0) }
    interactor = SelectableSegmentInteractor(
      items: Dictionary(uniqueKeysWithValues: sizes.enumerated().map { ($0, $1) }),
      selected: selected ?? current)
    connections = CompositeConnection(connecting: [
      SelectableSegmentInteractor<Int, Int>.SearcherConnection(
        interactor: interactor, searcher: searcher
      ) { size, searcher in searcher.query.hitsPerPage = size }
    ])
  }

  /// The selected page size, if any.
  public var selectedSize: Int? { interactor.selectedItem }
}
