/// An interactor that makes its own controller connection, so generic code (a
/// ``SearcherConnector``, a widget's connector) can connect any controller of it.
///
/// A widget adopts it by writing ``makeControllerConnection(_:)``, one line that creates its
/// `ControllerConnection`, not connected; ``connectController(_:)`` comes with the protocol.
/// Main actor only.
@MainActor
public protocol ControllerConnectable: AnyObject {
  /// What shows the widget: the widget's controller protocol, as an existential
  /// (`any HitsController`).
  associatedtype Controller
  /// The widget's controller connection.
  associatedtype ControllerConnection: ObservingConnection

  /// A new connection between this interactor and `controller`, not yet connected: its owner
  /// (a connector's ``CompositeConnection``) connects it.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, not connected.
  func makeControllerConnection(_ controller: Controller) -> ControllerConnection
}

extension ControllerConnectable {
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
