import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle and its controller: clicks toggle, and the controller shows
  /// the title, the selection and the count now and on every change.
  @MainActor
  public final class ControllerConnection: ObservingConnection {
    /// The toggle; held strongly.
    public let interactor: FilterToggleInteractor
    /// The switch; held strongly. Its `onClick` is set while connected, cleared on disconnect.
    public let controller: any FilterToggleController

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the toggle.
    ///   - controller: the switch.
    public init(interactor: FilterToggleInteractor, controller: any FilterToggleController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Routes clicks and shows the title, selection and count.
    override public func didConnect() {
      controller.onClick = { [weak interactor] in interactor?.toggle() }
      controller.setTitle(interactor.filter.description)
      subscribePast(to: interactor.onSelectedChanged) { [self] in controller.setSelected($0) }
      subscribePast(to: interactor.onCountChanged) { [self] in controller.setCount($0) }
    }

    /// Clears the controller's callback.
    override public func didDisconnect() {
      controller.onClick = nil
    }
  }

  /// Connects a controller until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter controller: the switch.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some FilterToggleController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
