import InstantSearchCore

extension CurrentFiltersInteractor {
  /// The link between a current filters list and its controller: the controller shows the
  /// filters and reports removals.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    CurrentFiltersInteractor, any CurrentFiltersController
  >
  {
    /// Pushes the filters now and on every change, and routes removals to the interactor.
    override public func didConnect() {
      route(\.onRemoveItem) { [weak interactor] item in interactor?.remove(item) }
      push(interactor.items)
      subscribe(to: interactor.onItemsChanged) { [self] in push($0) }
    }

    /// Empties the controller (its `onRemoveItem` is cleared already).
    override public func didDisconnect() {
      push([])
    }

    private func push(_ items: [FilterAndID]) {
      controller.setItems(items)
      controller.reload()
    }
  }

  /// Connects a controller: it shows the filters and its removals apply.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController(_ controller: some CurrentFiltersController) -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
