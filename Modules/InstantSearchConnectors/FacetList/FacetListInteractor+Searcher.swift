import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and a searcher: the searcher asks for the attribute's
  /// facet counts, and every response's counts become the list's values.
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// The faceted attribute.
    public let attribute: String
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    ///   - attribute: the faceted attribute.
    public init(interactor: FacetListInteractor, searcher: HitsSearcher, attribute: String) {
      self.interactor = interactor
      self.searcher = searcher
      self.attribute = attribute
    }

    /// Adds the attribute to the searcher's facets and takes the counts of the last response,
    /// if any, and of every new one.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      var facets = searcher.query.facets ?? []
      if !facets.contains(attribute) {
        facets.append(attribute)
        searcher.query.facets = facets
      }
      searcher.onResults.subscribePast(with: self) { connection, response in
        connection.interactor.items = response.facetValues(for: connection.attribute).map {
          Facet(value: $0.value, count: $0.count)
        }
      }
    }

    /// Stops taking counts (the attribute stays in the searcher's facets).
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      searcher.onResults.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a searcher: the list shows the counts of `attribute` in its responses.
  ///
  /// - Parameters:
  ///   - searcher: the searcher.
  ///   - attribute: the faceted attribute.
  /// - Returns: the established connection.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, with attribute: String)
    -> SearcherConnection
  {
    let connection = SearcherConnection(interactor: self, searcher: searcher, attribute: attribute)
    connection.connect()
    return connection
  }
}
