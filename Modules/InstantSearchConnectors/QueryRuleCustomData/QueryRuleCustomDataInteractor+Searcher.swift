import InstantSearchCore

extension QueryRuleCustomDataInteractor {
  /// The link between a custom data widget and a searcher: the data of every response (the
  /// last one at once, if any). An error leaves the data as it was.
  @MainActor
  public final class SearcherConnection:
    InteractorSearcherConnection<QueryRuleCustomDataInteractor<Model>>
  {
    /// Takes the data of the last response, if any, and of every new one.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.item = QueryRuleCustomDataInteractor.model(from: response.userData)
      }
    }
  }

  /// Connects a searcher: the data follows its responses until the connection is disconnected
  /// (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher whose responses carry the rules' data.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
