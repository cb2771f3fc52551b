import InstantSearchCore

extension HierarchicalInteractor {
  /// The link between a hierarchical menu and a breadcrumb: the breadcrumb shows the selected
  /// path now and on every change, and a click on a step cuts the path after it.
  @MainActor
  public final class BreadcrumbConnection:
    InteractorControllerConnection<HierarchicalInteractor, any BreadcrumbController>
  {
    /// Routes clicks and shows the path on every change.
    override public func didConnect() {
      controller.onClick = { [weak interactor] in interactor?.computeSelection(upToLevel: $0) }
      subscribePast(to: interactor.onChange) { [self] in controller.setItems(interactor.breadcrumb)
      }
    }

    /// Clears the controller's callback.
    override public func didDisconnect() {
      controller.onClick = nil
    }
  }

  /// The steps of the breadcrumb: one per level of ``selections``, top level first, with the
  /// count of the last response (0 when it did not count the value).
  public var breadcrumb: [HierarchicalFacet] {
    selections.enumerated().map { level, value in
      let count = items.indices.contains(level) ? items[level].first { $0.value == value } : nil
      return HierarchicalFacet(
        facet: count ?? Facet(value: value, count: 0), level: level, isSelected: true,
        separator: separator)
    }
  }

  /// Connects a breadcrumb until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameter controller: the breadcrumb.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectBreadcrumb(_ controller: some BreadcrumbController) -> BreadcrumbConnection {
    BreadcrumbConnection(interactor: self, controller: controller).connected()
  }
}
