import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and its controller: the controller shows the presented
  /// values and reports clicks.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The controller.
    public let controller: any FacetListController
    /// Orders and trims the values for display.
    public let presenter: FacetListPresenter
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    ///   - presenter: orders and trims the values.
    public init(
      interactor: FacetListInteractor,
      controller: any FacetListController,
      presenter: FacetListPresenter = .init()
    ) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    /// Pushes the values now and whenever they or the selection change, and routes clicks.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.onClick = { [weak interactor] facet in
        interactor?.computeSelections(selectingItemForKey: facet.value)
      }
      push()
      interactor.onItemsChanged.subscribe(with: self) { connection, _ in connection.push() }
      interactor.onSelectionsChanged.subscribe(with: self) { connection, _ in connection.push() }
    }

    /// Empties the controller and clears its `onClick`.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onItemsChanged.cancelSubscription(for: self)
      interactor.onSelectionsChanged.cancelSubscription(for: self)
      controller.onClick = nil
      controller.setSelectableItems(selectableItems: [])
      controller.reload()
      interactor.liveConnections.remove(self)
    }

    private func push() {
      controller.setSelectableItems(selectableItems: presenter.present(interactor.selectableItems))
      controller.reload()
    }
  }

  /// Connects a controller: it shows the presented values and its clicks select.
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - presenter: orders and trims the values (selected first, by count, 10 at most).
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(
    _ controller: some FacetListController,
    presenter: FacetListPresenter = .init()
  ) -> ControllerConnection {
    let connection = ControllerConnection(
      interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
