import InstantSearchCore

/// A federated hits list in one line: one section per hits child of a ``MultiSearcher``,
/// shown by a controller.
///
/// ```swift
/// let multi = MultiSearcher(service: client.searchService)
/// let products = multi.addHitsSearcher(indexName: "products")
/// _ = multi.addHitsSearcher(indexName: "products_query_suggestions")
/// let hits = MultiIndexHitsConnector(multiSearcher: multi, controller: view)
/// products.query.query = "phone"
/// products.search()  // one call for both indices; each section gets its answer
/// ```
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class MultiIndexHitsConnector: Connector {
  /// The list logic: the sections.
  public let interactor: MultiIndexHitsInteractor
  /// The searcher connection, then the controller's (when given).
  public let connections: CompositeConnection

  /// Creates a connector and connects it; add the children to `multiSearcher` first.
  ///
  /// - Parameters:
  ///   - multiSearcher: the searcher whose hits children are shown.
  ///   - controller: the view, if any.
  public init(multiSearcher: MultiSearcher, controller: (any MultiIndexHitsController)? = nil) {
    let interactor = MultiIndexHitsInteractor()
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      MultiIndexHitsInteractor.SearcherConnection(
        interactor: interactor, multiSearcher: multiSearcher),
      controller.map {
        MultiIndexHitsInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
