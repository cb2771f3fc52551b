import InstantSearchCore

extension LoadingInteractor {
  /// The link between a loading indicator and its controller.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: LoadingInteractor
    /// The controller.
    public let controller: any LoadingController
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    public init(interactor: LoadingInteractor, controller: any LoadingController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Pushes the state now and on every change.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.setItem(interactor.isLoading)
      interactor.onItemChanged.subscribe(with: self) { connection, isLoading in
        connection.controller.setItem(isLoading)
      }
    }

    /// Stops pushing the state.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onItemChanged.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a controller.
  ///
  /// - Parameter controller: the controller.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(_ controller: some LoadingController) -> ControllerConnection {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
