import InstantSearchCore

extension FilterClearInteractor {
  /// The link between a clear interactor and its controller: a click triggers the interactor,
  /// and the controller is told whether there is anything to clear.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: FilterClearInteractor
    /// The controller.
    public let controller: any FilterClearController
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    public init(interactor: FilterClearInteractor, controller: any FilterClearController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Sets the controller's `onClick` to trigger the interactor and pushes ``canClear`` now
    /// and on every change.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.onClick = { [weak interactor] in interactor?.trigger() }
      controller.setCanClear(interactor.canClear)
      interactor.onCanClearChanged.subscribe(with: self) { connection, canClear in
        connection.controller.setCanClear(canClear)
      }
    }

    /// Clears the controller's `onClick` and stops pushing ``canClear``.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onCanClearChanged.cancelSubscription(for: self)
      controller.onClick = nil
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a controller: its clicks clear, and it is told whether there is anything to clear.
  ///
  /// - Parameter controller: the controller.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(_ controller: some FilterClearController) -> ControllerConnection {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
