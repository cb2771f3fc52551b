import InstantSearchCore

extension HitsInteractor {
  /// The link between a hits list and a searcher: every response the searcher delivers
  /// reaches the list (the last one at once, if any).
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: HitsInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    public init(interactor: HitsInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Takes the last response, if any, and every new one.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      searcher.onResults.subscribePast(with: self) { connection, response in
        connection.interactor.update(response)
      }
    }

    /// Stops taking responses.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      searcher.onResults.cancelSubscription(for: self)
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
