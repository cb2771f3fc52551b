import InstantSearchCore

extension RelevantSortInteractor {
  /// The link between relevant sort and its controller: clicks toggle the priority, and the
  /// controller shows the state now and on every change.
  ///
  /// The controller's `onClick` is set while connected, cleared on disconnect.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    RelevantSortInteractor, any RelevantSortController
  >
  {
    /// Routes clicks and shows the state.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] in interactor?.toggle() }
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }
  }

  /// The controller connection of a ``SearcherConnector`` and of
  /// ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the banner.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any RelevantSortController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
