import InstantSearchCore

/// Search Box in one line: the query text linked to a searcher and, optionally, a controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class SearchBoxConnector: Connector {
  /// The searcher whose query text is set; held strongly.
  public let searcher: HitsSearcher
  /// The search box logic; ``SearchBoxInteractor/query`` holds the text.
  public let interactor: SearchBoxInteractor
  /// Whether a change of the text or only a submission searches.
  public let searchTriggeringMode: SearchTriggeringMode
  /// The searcher connection, then the controller connection if a controller was given.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose query text is set.
  ///   - interactor: the search box logic (a new one by default).
  ///   - searchTriggeringMode: search as you type (default) or on submit.
  ///   - controller: the text field, if any.
  public init(
    searcher: HitsSearcher,
    interactor: SearchBoxInteractor = .init(),
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    controller: (any SearchBoxController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    self.searchTriggeringMode = searchTriggeringMode
    connections = CompositeConnection(connecting: [
      SearchBoxInteractor.SearcherConnection(
        interactor: interactor, searcher: searcher, searchTriggeringMode: searchTriggeringMode),
      controller.map {
        SearchBoxInteractor.ControllerConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
