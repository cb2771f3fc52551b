import InstantSearchCore

extension LoadingInteractor {
  /// The link between a loading indicator and its controller: the controller is told the
  /// state now and on every change.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    LoadingInteractor, any LoadingController
  >
  {
    /// Pushes the state now and on every change.
    override public func didConnect() {
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }
  }

  /// Connects a controller: it shows the state until the connection is disconnected (dropping
  /// the result does not disconnect it).
  ///
  /// - Parameter controller: the view that shows the state.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some LoadingController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
