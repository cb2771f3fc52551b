import InstantSearchCore

extension MultiIndexHitsInteractor {
  /// The link between a federated hits list and its controller: the controller shows the
  /// sections now and on every change.
  @MainActor
  public final class ControllerConnection:
    InteractorControllerConnection<MultiIndexHitsInteractor, any MultiIndexHitsController>
  {
    /// Shows the sections now and on every change.
    override public func didConnect() {
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }
  }

  /// Connects a controller until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some MultiIndexHitsController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
