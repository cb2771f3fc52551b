import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and a searcher: the searcher faces the attribute
  /// disjunctively (its own numeric filters left out, as InstantSearch.js does), and every
  /// response's `facets_stats` set the bounds.
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The range; held strongly.
    public let interactor: NumberRangeInteractor
    /// The searcher; held strongly.
    public let searcher: HitsSearcher
    private var addedAttribute = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the range.
    ///   - searcher: the searcher whose responses give the bounds.
    public init(interactor: NumberRangeInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Asks for the attribute's stats and takes the bounds of every response.
    override public func didConnect() {
      let attribute = interactor.attribute
      addedAttribute = searcher.disjunctiveFacetsAttributes.insert(attribute).inserted
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.bounds = response.facetsStats?[attribute].map { $0.min...$0.max }
      }
    }

    /// Stops asking for the stats, if this connection asked for them.
    override public func didDisconnect() {
      if addedAttribute { searcher.disjunctiveFacetsAttributes.remove(interactor.attribute) }
      addedAttribute = false
    }
  }

  /// Connects a searcher until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
