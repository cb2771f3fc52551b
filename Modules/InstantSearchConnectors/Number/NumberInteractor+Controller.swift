import InstantSearchCore

extension NumberInteractor {
  /// The link between a number comparison and its controller: the user's numbers and steps
  /// reach the interactor, and the controller shows the number and the bounds now and on
  /// every change.
  ///
  /// The controller's `onNumberChosen`, `onIncrement` and `onDecrement` are set while
  /// connected, cleared on disconnect.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    NumberInteractor, any NumberController
  >
  {
    /// Routes the user's numbers and steps, and shows the number and the bounds.
    override public func didConnect() {
      route(\.onNumberChosen) { [weak interactor] in interactor?.computeNumber($0) }
      route(\.onIncrement) { [weak interactor] in interactor?.increment() }
      route(\.onDecrement) { [weak interactor] in interactor?.decrement() }
      subscribePast(to: interactor.onBoundsChanged) { [self] in controller.setBounds($0) }
      subscribePast(to: interactor.onNumberChanged) { [self] in controller.setNumber($0) }
    }
  }

  /// The controller connection of the connector and of
  /// ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the stepper.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any NumberController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
