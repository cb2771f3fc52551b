/// An interactor that makes its own searcher and controller connections, so generic code (a
/// ``SearcherConnector``, a ``FilterStateConnector``) can link it to any searcher and any
/// controller.
///
/// A widget adopts it by writing ``makeSearcherConnection(_:)`` and
/// ``makeControllerConnection(_:)``, one line each that creates the connection, not connected;
/// ``connectSearcher(_:)`` and ``connectController(_:)`` come with the protocol. Main actor
/// only.
@MainActor
public protocol SearcherConnectable: AnyObject {
  /// The widget's searcher connection.
  associatedtype SearcherConnection: ObservingConnection
  /// What shows the widget: the widget's controller protocol, as an existential
  /// (`any HitsController`).
  associatedtype Controller
  /// The widget's controller connection.
  associatedtype ControllerConnection: ObservingConnection

  /// A new connection between this interactor and `searcher`, not yet connected: its owner
  /// (a connector's ``CompositeConnection``) connects it.
  ///
  /// - Parameter searcher: the searcher followed or driven.
  /// - Returns: the connection, not connected.
  func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection

  /// A new connection between this interactor and `controller`, not yet connected.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, not connected.
  func makeControllerConnection(_ controller: Controller) -> ControllerConnection
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

  /// Connects a controller: it shows the widget until the connection is disconnected
  /// (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: Controller) -> ControllerConnection {
    makeControllerConnection(controller).connected()
  }
}
