import InstantSearchCore

extension CurrentFiltersInteractor {
  /// The link between a current filters list and its controller.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: CurrentFiltersInteractor
    /// The controller.
    public let controller: any CurrentFiltersController
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    public init(interactor: CurrentFiltersInteractor, controller: any CurrentFiltersController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Pushes the filters now and on every change, and routes removals to the interactor.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.onRemoveItem = { [weak interactor] item in interactor?.remove(item) }
      push(interactor.items)
      interactor.onItemsChanged.subscribe(with: self) { connection, items in connection.push(items)
      }
    }

    /// Empties the controller and clears its `onRemoveItem`.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onItemsChanged.cancelSubscription(for: self)
      controller.onRemoveItem = nil
      push([])
      interactor.liveConnections.remove(self)
    }

    private func push(_ items: [FilterAndID]) {
      controller.setItems(items)
      controller.reload()
    }
  }

  /// Connects a controller: it shows the filters and its removals apply.
  ///
  /// - Parameter controller: the controller.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(_ controller: some CurrentFiltersController) -> ControllerConnection
  {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
