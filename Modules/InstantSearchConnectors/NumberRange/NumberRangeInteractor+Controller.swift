import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and its controller: the user's ranges are applied, and
  /// the controller shows the bounds and the range now and on every change.
  @MainActor
  ///
  /// The controller's `onRangeChanged` is set while connected, cleared on disconnect.
  public final class ControllerConnection: InteractorControllerConnection<
    NumberRangeInteractor, any NumberRangeController
  >
  {
    /// Routes the user's ranges and shows the bounds and the range.
    override public func didConnect() {
      route(\.onRangeChanged) { [weak interactor] in interactor?.applyRange($0) }
      subscribePast(to: interactor.onBoundsChanged) { [self] in controller.setBounds($0) }
      subscribePast(to: interactor.onRangeChanged) { [self] in controller.setRange($0) }
    }
  }

  /// The controller connection of the connector and of
  /// ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the slider.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any NumberRangeController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
