import InstantSearchCore

extension LoadingInteractor {
  /// The link between a loading indicator and its controller: the controller is told the
  /// state now and on every change.
  @MainActor
  public final class ControllerConnection: ObservingConnection {
    /// The indicator whose state is shown; held strongly.
    public let interactor: LoadingInteractor
    /// The view that shows the state; held strongly, told on the main actor.
    public let controller: any LoadingController

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the indicator whose state is shown.
    ///   - controller: the view that shows the state.
    public init(interactor: LoadingInteractor, controller: any LoadingController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Pushes the state now and on every change.
    override public func didConnect() {
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
    }
  }

  /// Connects a controller: it shows the state until the connection is disconnected (dropping
  /// the result does not disconnect it).
  ///
  /// - Parameter controller: the view that shows the state.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some LoadingController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
