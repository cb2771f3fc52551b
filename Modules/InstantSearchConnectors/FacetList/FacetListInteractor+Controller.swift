import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and its controller: the controller shows the presented
  /// values and reports clicks.
  ///
  /// The controller's `onClick` is set while connected; on disconnect it is cleared and the
  /// view emptied.
  @MainActor
  public final class ControllerConnection:
    InteractorControllerConnection<FacetListInteractor, any FacetListController>
  {
    /// Orders and trims the values for display.
    public let presenter: FacetListPresenter

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the values and selection shown.
    ///   - controller: the view.
    ///   - presenter: orders and trims the values.
    public init(
      interactor: FacetListInteractor,
      controller: any FacetListController,
      presenter: FacetListPresenter = .init()
    ) {
      self.presenter = presenter
      super.init(interactor: interactor, controller: controller)
    }

    /// Pushes the values now and whenever they or the selection change, and routes clicks.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] facet in
        interactor?.computeSelections(selectingItemForKey: facet.value)
      }
      push()
      subscribe(to: interactor.onItemsChanged) { [self] _ in push() }
      subscribe(to: interactor.onFacetSearchResultsChanged) { [self] _ in push() }
      subscribe(to: interactor.onSelectionsChanged) { [self] _ in push() }
    }

    /// Empties the controller (its `onClick` is cleared already).
    override public func didDisconnect() {
      controller.setSelectableItems(selectableItems: [])
      controller.reload()
    }

    private func push() {
      controller.setSelectableItems(selectableItems: presenter.present(interactor.selectableItems))
      controller.reload()
    }
  }

  /// Connects a controller: it shows the presented values and its clicks select.
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: orders and trims the values (selected first, by count, 10 at most).
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController(
    _ controller: some FacetListController,
    presenter: FacetListPresenter = .init()
  ) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
