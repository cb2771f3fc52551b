import InstantSearchCore

extension PaginationInteractor {
  /// The link between pagination and its controller: the controller shows the state now and
  /// on every change, and its picks are selections.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    PaginationInteractor, any PaginationController
  >
  {
    /// Routes the controller's picks to ``PaginationInteractor/selectPage(_:)`` and pushes the
    /// state now and on every change.
    override public func didConnect() {
      controller.onPageSelected = { [weak interactor] page in interactor?.selectPage(page) }
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }

    /// Clears the controller's `onPageSelected`.
    override public func didDisconnect() {
      controller.onPageSelected = nil
    }
  }

  /// Connects a controller: it shows the state and its picks select, until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some PaginationController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
