import InstantSearchCore

extension StatsInteractor {
  /// The link between a stats widget and its controller: the controller shows the presented
  /// figures now and on every change.
  @MainActor
  public final class ControllerConnection:
    InteractorControllerConnection<StatsInteractor, any StatsController>
  {
    /// Turns the figures into the text the controller shows (nil for nothing).
    public let presenter: @MainActor (SearchStats?) -> String?

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the widget whose figures are shown.
    ///   - controller: the view that shows the text.
    ///   - presenter: turns the figures into text (`1234 hits in 3 ms` by default).
    public init(
      interactor: StatsInteractor,
      controller: any StatsController,
      presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
    ) {
      self.presenter = presenter
      super.init(interactor: interactor, controller: controller)
    }

    /// Pushes the presented figures now and on every change.
    override public func didConnect() {
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem(presenter($0)) }
    }
  }

  /// Connects a controller: it shows the presented figures until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameters:
  ///   - controller: the view that shows the text.
  ///   - presenter: turns the figures into text (`1234 hits in 3 ms` by default).
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(
    _ controller: some StatsController,
    presenter: @escaping @MainActor (SearchStats?) -> String? = DefaultPresenter.Stats.present
  ) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
