import InstantSearchCore

extension SelectableSegmentInteractor {
  /// The link between a segment interactor and its controller: the controller shows the
  /// presented options and the selection, and reports clicks.
  ///
  /// The controller's `onClick` is set while connected; on disconnect it is cleared and the
  /// view emptied.
  @MainActor
  public final class ControllerConnection<Controller: SelectableSegmentController>:
    InteractorControllerConnection<SelectableSegmentInteractor, Controller>
  where Controller.SegmentKey == SegmentKey {
    /// Turns an option into the text the controller shows.
    public let presenter: @MainActor (Segment) -> String

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the options and selection shown.
    ///   - controller: the view.
    ///   - presenter: turns an option into its text.
    public init(
      interactor: SelectableSegmentInteractor,
      controller: Controller,
      presenter: @escaping @MainActor (Segment) -> String
    ) {
      self.presenter = presenter
      super.init(interactor: interactor, controller: controller)
    }

    /// Pushes the presented options and the selection now and on every change, and routes
    /// the controller's clicks to the interactor.
    override public func didConnect() {
      route(\.onClick) { [weak interactor] key in
        interactor?.computeSelected(selecting: key)
      }
      pushItems()
      subscribe(to: interactor.onItemsChanged) { [self] _ in pushItems() }
      subscribe(to: interactor.onSelectedChanged) { [self] selected in
        controller.setSelected(selected)
        controller.reload()
      }
    }

    /// Empties the controller and clears its selection (its `onClick` is cleared already).
    override public func didDisconnect() {
      controller.setItems(items: [:])
      controller.setSelected(nil)
      controller.reload()
    }

    private func pushItems() {
      controller.setItems(items: interactor.items.mapValues(presenter))
      controller.setSelected(interactor.selected)
      controller.reload()
    }
  }

  /// Connects a controller, presenting each option with `presenter`.
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: turns an option into the text the controller shows.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (Segment) -> String
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}

extension SelectableSegmentInteractor where Segment == String {
  /// Connects a controller, presenting each option with `presenter` (the text as is by
  /// default).
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: turns an option into the text the controller shows.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
