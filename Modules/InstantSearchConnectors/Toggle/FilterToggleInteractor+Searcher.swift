import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle of a facet value and a searcher: the searcher counts the facet
  /// (disjunctively, so the count ignores the toggle's own choice) and every response sets
  /// the value's count. Other filters have no count.
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The toggle; held strongly.
    public let interactor: FilterToggleInteractor
    /// The searcher; held strongly.
    public let searcher: HitsSearcher
    private var addedAttribute = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the toggle.
    ///   - searcher: the searcher whose responses count the value.
    public init(interactor: FilterToggleInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Asks for the facet's counts and reads the value's from every response.
    override public func didConnect() {
      guard case .facet(let facet) = interactor.filter else { return }
      addedAttribute = searcher.disjunctiveFacetsAttributes.insert(facet.attribute).inserted
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.count = response.facets?[facet.attribute]?[facet.value.description] ?? 0
      }
    }

    /// Stops counting the facet, if this connection asked for it.
    override public func didDisconnect() {
      if addedAttribute { searcher.disjunctiveFacetsAttributes.remove(interactor.filter.attribute) }
      addedAttribute = false
    }
  }

  /// Connects a searcher: its responses count the value, until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
