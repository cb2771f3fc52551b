import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and its controller: the user's ranges are applied, and
  /// the controller shows the bounds and the range now and on every change.
  @MainActor
  public final class ControllerConnection: ObservingConnection {
    /// The range; held strongly.
    public let interactor: NumberRangeInteractor
    /// The slider; held strongly. Its `onRangeChanged` is set while connected.
    public let controller: any NumberRangeController

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the range.
    ///   - controller: the slider.
    public init(interactor: NumberRangeInteractor, controller: any NumberRangeController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Routes the user's ranges and shows the bounds and the range.
    override public func didConnect() {
      controller.onRangeChanged = { [weak interactor] in interactor?.applyRange($0) }
      subscribePast(to: interactor.onBoundsChanged) { [self] in controller.setBounds($0) }
      subscribePast(to: interactor.onRangeChanged) { [self] in controller.setRange($0) }
    }

    /// Clears the controller's callback.
    override public func didDisconnect() {
      controller.onRangeChanged = nil
    }
  }

  /// Connects a controller until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter controller: the slider.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some NumberRangeController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
