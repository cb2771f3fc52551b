import InstantSearchCore

extension HitsInteractor {
  /// The link between a hits list and its controller.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: HitsInteractor
    /// The controller.
    public let controller: any HitsController
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    public init(interactor: HitsInteractor, controller: any HitsController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Pushes the hits of the last response now (if any) and of every new one.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      interactor.onResultsUpdated.subscribePast(with: self) { connection, response in
        connection.controller.setHits(response.hits, response: response)
        connection.controller.reload()
      }
    }

    /// Stops pushing.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onResultsUpdated.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a controller.
  ///
  /// - Parameter controller: the controller.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(_ controller: some HitsController) -> ControllerConnection {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
