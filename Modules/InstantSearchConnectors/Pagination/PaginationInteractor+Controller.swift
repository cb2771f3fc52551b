import InstantSearchCore

extension PaginationInteractor {
  /// The link between pagination and its controller: the controller shows the state now and
  /// on every change, and its picks are selections (through its `onPageSelected`, cleared on
  /// disconnect).
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    PaginationInteractor, any PaginationController
  >
  {
    /// Routes the controller's picks to ``PaginationInteractor/selectPage(_:)`` and pushes the
    /// state now and on every change.
    override public func didConnect() {
      route(\.onPageSelected) { [weak interactor] page in interactor?.selectPage(page) }
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }
  }

  /// The controller connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any PaginationController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
