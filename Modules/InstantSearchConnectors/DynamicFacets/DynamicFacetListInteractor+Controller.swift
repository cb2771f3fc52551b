import InstantSearchCore

extension DynamicFacetListInteractor {
  /// The link between a dynamic facet list and its controller: the controller shows the
  /// ordered facets and the selections, and its clicks toggle values.
  ///
  /// The controller's `didSelect` is set while connected and cleared on disconnect.
  @MainActor
  public final class ControllerConnection:
    InteractorControllerConnection<DynamicFacetListInteractor, any DynamicFacetListController>
  {
    /// Clears the controller's `didSelect`.
    override public func didDisconnect() {
      controller.didSelect = nil
    }

    /// Pushes the facets and selections now and on every change, and routes clicks.
    override public func didConnect() {
      subscribePast(to: interactor.onFacetOrderChanged) { [self] in
        controller.setOrderedFacets($0)
      }
      subscribePast(to: interactor.onSelectionsChanged) { [self] in controller.setSelections($0) }
      controller.didSelect = { [weak interactor] attribute, facet in
        interactor?.toggleSelection(ofFacetValue: facet.value, for: attribute)
      }
    }
  }

  /// Connects a controller: it shows the ordered facets and selections, and its clicks toggle
  /// values.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController(_ controller: some DynamicFacetListController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
