import InstantSearchCore

extension LoadingInteractor {
  /// The link between a loading indicator and a searcher: loading while a search is in flight.
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: LoadingInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    public init(interactor: LoadingInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Follows the searcher's loading state, starting with its last one.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      searcher.isLoading.subscribePast(with: self) { connection, isLoading in
        connection.interactor.isLoading = isLoading
      }
    }

    /// Stops following it.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      searcher.isLoading.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a searcher.
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the established connection.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}
