import InstantSearchCore

/// Pagination in one line: the page of a searcher's results, and a way to go to another one.
///
/// ```swift
/// let pagination = PaginationConnector(searcher: searcher, controller: controller)
/// pagination.interactor.selectPage(2)  // the third page: sets the searcher's page, searches
/// ```
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class PaginationConnector: Connector {
  /// The searcher whose page is shown and set; held strongly.
  public let searcher: HitsSearcher
  /// The pagination logic: the state, and selections.
  public let interactor: PaginationInteractor
  /// The searcher connection, then one connection per controller.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose page is shown and set.
  ///   - interactor: the pagination logic (a new one by default).
  ///   - controller: the view, if any.
  public init(
    searcher: HitsSearcher,
    interactor: PaginationInteractor = .init(),
    controller: (any PaginationController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      PaginationInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controller.map {
        PaginationInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }

  /// Connects one more controller: it shows the state from now on if the connector is
  /// connected, and is disconnected with it.
  ///
  /// - Parameter controller: the view.
  public func connectController(_ controller: some PaginationController) {
    connections.append(
      PaginationInteractor.ControllerConnection(interactor: interactor, controller: controller))
  }
}
