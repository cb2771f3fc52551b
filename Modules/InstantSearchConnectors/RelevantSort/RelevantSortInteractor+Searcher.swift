import InstantSearchCore

extension RelevantSortInteractor {
  /// The link between relevant sort and a searcher: every response sets the state (nil for
  /// an index that is not a virtual replica), and a computed priority sets the query's
  /// `relevancyStrictness` (100 or 0), goes back to page 0 (the number of hits changes) and
  /// searches.
  ///
  /// The strictness stays on the query after disconnecting, as the searcher's other
  /// parameters do.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<RelevantSortInteractor> {
    /// Takes the state of the last response and every new one, and turns computed priorities
    /// into searches.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.item = RelevantSortState($0) }
      subscribe(to: interactor.onPriorityComputed) { [self] in apply($0) }
    }

    /// Sends the priority's strictness from page 0.
    private func apply(_ priority: RelevantSortPriority) {
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
