import InstantSearchCore

extension HierarchicalInteractor {
  /// The link between a hierarchical menu and its controller: clicks select, and the
  /// controller shows the tree now and whenever the counts or the selection change.
  @MainActor
  public final class ControllerConnection:
    InteractorControllerConnection<HierarchicalInteractor, any HierarchicalController>
  {
    /// Lays the levels out as rows.
    public let presenter: HierarchicalPresenter

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the menu.
    ///   - controller: the view; its `onClick` is set while connected, cleared on disconnect.
    ///   - presenter: lays the levels out as rows.
    public init(
      interactor: HierarchicalInteractor, controller: any HierarchicalController,
      presenter: HierarchicalPresenter = .init()
    ) {
      self.presenter = presenter
      super.init(interactor: interactor, controller: controller)
    }

    /// Routes clicks and shows the tree on every change.
    override public func didConnect() {
      controller.onClick = { [weak interactor] in interactor?.computeSelection(key: $0) }
      subscribePast(to: interactor.onChange) { [self] in
        controller.setItems(interactor.tree(presenter: presenter))
      }
    }

    /// Clears the controller's callback.
    override public func didDisconnect() {
      controller.onClick = nil
    }
  }

  /// Connects a controller until the connection is disconnected (dropping the result does not
  /// disconnect it).
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: lays the levels out as rows.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(
    _ controller: some HierarchicalController, presenter: HierarchicalPresenter = .init()
  ) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
