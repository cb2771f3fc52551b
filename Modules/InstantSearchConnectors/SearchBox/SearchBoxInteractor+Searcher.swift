import InstantSearchCore

extension SearchBoxInteractor {
  /// The link between a search box and a searcher: the text becomes the searcher's query text
  /// and a search, on every change or on submission.
  ///
  /// Connecting takes the searcher's current text (no search). A text set on the searcher
  /// elsewhere (a clear, another box) is shown in the box without searching again.
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: SearchBoxInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// When a search is sent.
    public let searchTriggeringMode: SearchTriggeringMode
    /// Whether the connection is established.
    public private(set) var isConnected = false
    private var isFollowingSearcher = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    ///   - searchTriggeringMode: search as you type (default) or on submit.
    public init(
      interactor: SearchBoxInteractor,
      searcher: HitsSearcher,
      searchTriggeringMode: SearchTriggeringMode = .searchAsYouType
    ) {
      self.interactor = interactor
      self.searcher = searcher
      self.searchTriggeringMode = searchTriggeringMode
    }

    /// Takes the searcher's text and starts sending the box's text.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      follow(searcher.query.query)
      interactor.onQueryChanged.subscribe(with: self) { connection, query in
        guard connection.searchTriggeringMode == .searchAsYouType else { return }
        connection.send(query)
      }
      interactor.onQuerySubmitted.subscribe(with: self) { connection, query in
        guard connection.searchTriggeringMode == .searchOnSubmit else { return }
        connection.send(query)
      }
      searcher.onQueryChanged.subscribe(with: self) { connection, query in
        connection.follow(query)
      }
    }

    /// Stops sending the text.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onQueryChanged.cancelSubscription(for: self)
      interactor.onQuerySubmitted.cancelSubscription(for: self)
      searcher.onQueryChanged.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }

    private func send(_ query: String?) {
      guard !isFollowingSearcher else { return }
      searcher.query.query = query
      searcher.search()
    }

    private func follow(_ query: String?) {
      isFollowingSearcher = true
      interactor.query = query
      isFollowingSearcher = false
    }
  }

  /// Connects a searcher.
  ///
  /// - Parameters:
  ///   - searcher: the searcher.
  ///   - searchTriggeringMode: search as you type (default) or on submit.
  /// - Returns: the established connection.
  @discardableResult
  public func connectSearcher(
    _ searcher: HitsSearcher,
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType
  ) -> SearcherConnection {
    let connection = SearcherConnection(
      interactor: self, searcher: searcher, searchTriggeringMode: searchTriggeringMode)
    connection.connect()
    return connection
  }
}
