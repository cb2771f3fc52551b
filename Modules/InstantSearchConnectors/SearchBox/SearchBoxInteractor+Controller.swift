import InstantSearchCore

extension SearchBoxInteractor {
  /// The link between a search box and its controller: edits and submissions go to the
  /// interactor, and the interactor's text goes to the controller.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: SearchBoxInteractor
    /// The controller.
    public let controller: any SearchBoxController
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    public init(interactor: SearchBoxInteractor, controller: any SearchBoxController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Routes edits and submissions, and shows the text now and on every change.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.onQueryChanged = { [weak interactor] query in interactor?.query = query }
      controller.onQuerySubmitted = { [weak interactor] query in
        interactor?.query = query
        interactor?.submitQuery()
      }
      controller.setQuery(interactor.query)
      interactor.onQueryChanged.subscribe(with: self) { connection, query in
        connection.controller.setQuery(query)
      }
    }

    /// Clears the controller's callbacks and stops showing the text.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onQueryChanged.cancelSubscription(for: self)
      controller.onQueryChanged = nil
      controller.onQuerySubmitted = nil
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a controller.
  ///
  /// - Parameter controller: the controller.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(_ controller: some SearchBoxController) -> ControllerConnection {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
