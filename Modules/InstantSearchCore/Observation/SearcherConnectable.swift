/// An interactor that makes its own searcher connection, so generic code (a
/// ``SearcherConnector``, a ``FilterStateConnector``) can link it to any searcher.
///
/// A widget adopts it by writing ``makeSearcherConnection(_:)``, one line that creates its
/// `SearcherConnection`, not connected; ``connectSearcher(_:)`` comes with the protocol.
/// Main actor only.
@MainActor
public protocol SearcherConnectable: AnyObject {
  /// The widget's searcher connection.
  associatedtype SearcherConnection: ObservingConnection

  /// A new connection between this interactor and `searcher`, not yet connected: its owner
  /// (a connector's ``CompositeConnection``) connects it.
  ///
  /// - Parameter searcher: the searcher followed or driven.
  /// - Returns: the connection, not connected.
  func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection
}

extension SearcherConnectable {
  /// Connects a searcher until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter searcher: the searcher followed or driven.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    makeSearcherConnection(searcher).connected()
  }
}
