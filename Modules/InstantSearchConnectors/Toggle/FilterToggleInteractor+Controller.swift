import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle and its controller: clicks toggle, and the controller shows
  /// the title, the selection and the count now and on every change.
  @MainActor
  ///
  /// The controller's `onClick` is set while connected, cleared on disconnect.
  public final class ControllerConnection: InteractorControllerConnection<
    FilterToggleInteractor, any FilterToggleController
  >
  {
    /// Routes clicks and shows the title, selection and count.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] in interactor?.toggle() }
      controller.setTitle(interactor.filter.description)
      subscribePast(to: interactor.onSelectedChanged) { [self] in controller.setSelected($0) }
      subscribePast(to: interactor.onCountChanged) { [self] in controller.setCount($0) }
    }
  }

  /// The controller connection of the connector and of
  /// ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the switch.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any FilterToggleController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
