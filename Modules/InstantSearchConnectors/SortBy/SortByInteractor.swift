import InstantSearchCore

/// The logic of Sort By: index names by position, one selected.
///
/// A click selects the position, switches the connected searcher to that index (page 0) and
/// searches. See ``SortByConnector`` for the one-line setup.
public typealias SortByInteractor = SelectableSegmentInteractor<Int, String>

/// The logic of Sort By in the seed API: indices (bound to their service) by position, one
/// selected.
///
/// ```swift
/// let indexSegmentInteractor = IndexSegmentInteractor(items: [0: indexDefault, 1: indexAsc])
/// indexSegmentInteractor.connectSearcher(searcher: searcher)
/// indexSegmentInteractor.connectController(controller) { index in index.name }
/// ```
public typealias IndexSegmentInteractor = SelectableSegmentInteractor<Int, Index>

/// Turns an index into the text a controller shows.
public typealias IndexPresenter = @MainActor (Index) -> String

extension DefaultPresenter {
  /// The default presenter of indices.
  public enum Index {
    /// The index name.
    public static let present: IndexPresenter = { index in index.name }
  }
}
