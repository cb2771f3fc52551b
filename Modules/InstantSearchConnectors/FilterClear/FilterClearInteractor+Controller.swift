import InstantSearchCore

extension FilterClearInteractor {
  /// The link between a clear interactor and its controller: a click triggers the interactor,
  /// and the controller is told whether there is anything to clear. The controller's `onClick`
  /// is set while connected, cleared on disconnect.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    FilterClearInteractor, any FilterClearController
  >
  {
    /// Routes clicks to the interactor and pushes ``canClear`` now and on every change.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] in interactor?.trigger() }
      controller.setCanClear(interactor.canClear)
      subscribe(to: interactor.onCanClearChanged) { [self] in controller.setCanClear($0) }
    }
  }

  /// Connects a controller: its clicks clear, and it is told whether there is anything to
  /// clear, until the connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the button.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some FilterClearController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
