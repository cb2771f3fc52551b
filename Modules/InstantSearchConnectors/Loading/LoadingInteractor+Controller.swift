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

  /// The controller connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the view that shows the state.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any LoadingController) -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
