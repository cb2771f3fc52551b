import InstantSearchCore

extension QueryRuleCustomDataInteractor {
  /// The link between a custom data widget and its controller: the controller shows the
  /// presented data now and on every change.
  @MainActor
  public final class ControllerConnection<Output>:
    InteractorControllerConnection<
      QueryRuleCustomDataInteractor<Model>, any QueryRuleCustomDataController<Output>
    >
  {
    /// Turns the data into what the controller shows (nil for nothing).
    public let presenter: @MainActor (Model?) -> Output?

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the widget whose data is shown.
    ///   - controller: the view that shows it.
    ///   - presenter: turns the data into what the controller shows.
    public init(
      interactor: QueryRuleCustomDataInteractor<Model>,
      controller: any QueryRuleCustomDataController<Output>,
      presenter: @escaping @MainActor (Model?) -> Output?
    ) {
      self.presenter = presenter
      super.init(interactor: interactor, controller: controller)
    }

    /// Pushes the presented data now and on every change.
    override public func didConnect() {
      subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem(presenter($0)) }
    }
  }

  /// Connects a controller that shows the model itself, until the connection is disconnected
  /// (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some QueryRuleCustomDataController<Model>)
    -> ControllerConnection<Model>
  {
    ControllerConnection(interactor: self, controller: controller) { $0 }.connected()
  }

  /// Connects a controller that shows what `presenter` makes of the model (text, say), until
  /// the connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: turns the model into what the controller shows.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController<Output>(
    _ controller: some QueryRuleCustomDataController<Output>,
    presenter: @escaping @MainActor (Model?) -> Output?
  ) -> ControllerConnection<Output> {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
