import InstantSearchCore

extension StatsInteractor {
  /// The link between a stats widget and a searcher: the stats of every response (the last
  /// one at once, if any); an error clears them.
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: StatsInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    public init(interactor: StatsInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Takes the stats of the last response, if any, and of every new one.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      searcher.onResults.subscribePast(with: self) { connection, response in
        connection.interactor.item = SearchStats(response)
      }
      searcher.onError.subscribe(with: self) { connection, _ in connection.interactor.item = nil }
    }

    /// Stops taking stats.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      searcher.onResults.cancelSubscription(for: self)
      searcher.onError.cancelSubscription(for: self)
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
