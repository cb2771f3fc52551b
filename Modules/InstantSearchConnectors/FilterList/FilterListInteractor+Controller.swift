import InstantSearchCore

extension FilterListInteractor {
  /// The link between a filter list and its controller: clicks compute selections, and the
  /// controller gets the rows now and whenever the selection or the counts change.
  ///
  /// The controller's `onClick` is set while connected, cleared on disconnect.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    FilterListInteractor, any FilterListController
  >
  {
    /// Routes clicks and shows the rows.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] in
        interactor?.computeSelections(selectingItemForKey: $0)
      }
      subscribePast(to: interactor.onSelectionsChanged) { [self] _ in
        controller.setItems(interactor.listItems)
      }
      subscribe(to: interactor.onCountsChanged) { [self] _ in
        controller.setItems(interactor.listItems)
      }
    }
  }

  /// The controller connection of the connector and of
  /// ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the list view.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any FilterListController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
