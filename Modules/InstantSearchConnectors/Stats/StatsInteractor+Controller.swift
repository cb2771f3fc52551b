import InstantSearchCore

extension StatsInteractor {
  /// The link between a stats widget and its controller: the controller shows the presented
  /// figures.
  @MainActor
  public final class ControllerConnection: Connection {
    /// The interactor.
    public let interactor: StatsInteractor
    /// The controller.
    public let controller: any StatsController
    /// Turns the figures into text.
    public let presenter: @MainActor (SearchStats?) -> String?
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - controller: the controller.
    ///   - presenter: turns the figures into text.
    public init(
      interactor: StatsInteractor,
      controller: any StatsController,
      presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
    ) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    /// Pushes the presented figures now and on every change.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      controller.setItem(presenter(interactor.item))
      interactor.onItemChanged.subscribe(with: self) { connection, item in
        connection.controller.setItem(connection.presenter(item))
      }
    }

    /// Stops pushing.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onItemChanged.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }
  }

  /// Connects a controller.
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - presenter: turns the figures into text (`1234 hits in 3 ms` by default).
  /// - Returns: the established connection.
  @discardableResult
  public func connectController(
    _ controller: some StatsController,
    presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
  ) -> ControllerConnection {
    let connection = ControllerConnection(
      interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
