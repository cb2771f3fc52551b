import InstantSearchCore

extension HitsInteractor {
  /// The link between a hits list and a searcher: every response the searcher delivers
  /// reaches the list (the last one at once, if any).
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The list that takes the responses; held strongly.
    public let interactor: HitsInteractor
    /// The searcher whose responses are taken; held strongly.
    public let searcher: HitsSearcher

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list that takes the responses.
    ///   - searcher: the searcher whose responses are taken.
    public init(interactor: HitsInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    /// Takes the last response, if any, and every new one.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.update($0) }
    }
  }

  /// Connects a searcher: the list takes its responses until the connection is disconnected
  /// (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher whose responses are taken.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
