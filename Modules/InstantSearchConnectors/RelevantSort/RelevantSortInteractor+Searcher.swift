import InstantSearchCore

extension RelevantSortInteractor {
  /// The link between relevant sort and a searcher: every response sets the state (nil for
  /// an index that is not a virtual replica), and a computed priority sets the query's
  /// `relevancyStrictness` (100 or 0), goes back to page 0 (the number of hits changes) and
  /// searches.
  ///
  /// Disconnecting puts back the strictness the query had before this connection first set
  /// one (none, usually), as InstantSearch.js's `connectRelevantSort` removes
  /// `relevancyStrictness` when the widget is disposed; it does not search. (InstantSearch
  /// iOS leaves it on the query; see the Connectors README, "Where this differs from the reference".)
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<RelevantSortInteractor> {
    /// Whether a strictness this connection set is on the query, with its undo registered.
    private var setsStrictness = false

    /// Takes the state of the last response and every new one, and turns computed priorities
    /// into searches.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.item = RelevantSortState($0) }
      subscribe(to: interactor.onPriorityComputed) { [self] in apply($0) }
    }

    /// Sends the priority's strictness from page 0; the first time, registers putting back
    /// the query's previous strictness on disconnect.
    private func apply(_ priority: RelevantSortPriority) {
      if !setsStrictness {
        setsStrictness = true
        let previous = searcher.query.additionalParameters["relevancyStrictness"]
        onDisconnect { [self] in
          searcher.query.additionalParameters["relevancyStrictness"] = previous
          setsStrictness = false
        }
      }
      let strictness = Double(priority.relevancyStrictness)
      searcher.query.additionalParameters["relevancyStrictness"] = .number(strictness)
      searcher.query.page = 0
      searcher.search()
    }
  }

  /// The searcher connection of a ``SearcherConnector`` and of
  /// ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher of the virtual replica.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
