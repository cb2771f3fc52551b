import InstantSearchCore

extension SelectableSegmentInteractor {
  /// The link between a segment interactor and its controller: the controller shows the
  /// presented options and the selection, and reports clicks.
  @MainActor
  public final class ControllerConnection<Controller: SelectableSegmentController>: Connection
  where Controller.SegmentKey == SegmentKey {
    /// The interactor.
    public let interactor: SelectableSegmentInteractor
    /// The controller.
    public let controller: Controller
    /// Turns an option into the text the controller shows.
    public let presenter: @MainActor (Segment) -> String
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    ///   - presenter: turns an option into its text.
    public init(
      interactor: SelectableSegmentInteractor,
      controller: Controller,
      presenter: @escaping @MainActor (Segment) -> String
    ) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    /// Pushes the presented options and the selection now and on every change, and routes
    /// the controller's clicks to the interactor.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.onClick = { [weak interactor] key in
        interactor?.computeSelected(selecting: key)
      }
      pushItems()
      interactor.onItemsChanged.subscribe(with: self) { connection, _ in connection.pushItems() }
      interactor.onSelectedChanged.subscribe(with: self) { connection, selected in
        connection.controller.setSelected(selected)
        connection.controller.reload()
      }
    }

    /// Empties the controller, clears its selection and its `onClick`.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onItemsChanged.cancelSubscription(for: self)
      interactor.onSelectedChanged.cancelSubscription(for: self)
      controller.onClick = nil
      controller.setItems(items: [:])
      controller.setSelected(nil)
      controller.reload()
      interactor.liveConnections.remove(self)
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
  ///   - controller: the controller.
  ///   - presenter: turns an option into the text the controller shows.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (Segment) -> String
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    let connection = ControllerConnection(
      interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}

extension SelectableSegmentInteractor where Segment == String {
  /// Connects a controller, presenting each option with `presenter` (the text as is by
  /// default).
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - presenter: turns an option into the text the controller shows.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    let connection = ControllerConnection(
      interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
