import InstantSearchCore

/// Query Rule Custom Data in one line: the `userData` of the rules that applied to a
/// searcher's responses, decoded as `Model`, and optionally shown by a controller.
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class QueryRuleCustomDataConnector<Model: Decodable & Sendable & Equatable>:
  Connector
{
  /// The searcher whose responses carry the data; held strongly.
  public let searcher: HitsSearcher
  /// The widget logic; its ``ItemInteractor/item`` holds the decoded data.
  public let interactor: QueryRuleCustomDataInteractor<Model>
  /// The searcher connection, then the controller connection if a controller was given.
  public let connections: CompositeConnection

  /// Creates a connector whose controller shows the model itself, and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses carry the data.
  ///   - interactor: the widget logic (a new one by default).
  ///   - controller: the view that shows the data, if any.
  public convenience init(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = .init(),
    controller: (any QueryRuleCustomDataController<Model>)? = nil
  ) {
    self.init(
      searcher, interactor,
      controller.map {
        QueryRuleCustomDataInteractor.ControllerConnection(
          interactor: interactor, controller: $0, presenter: { $0 })
      })
  }

  /// Creates a connector whose controller shows what `presenter` makes of the model, and
  /// connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses carry the data.
  ///   - interactor: the widget logic (a new one by default).
  ///   - controller: the view that shows the presented data.
  ///   - presenter: turns the model into what the controller shows.
  public convenience init<Output>(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = .init(),
    controller: some QueryRuleCustomDataController<Output>,
    presenter: @escaping @MainActor (Model?) -> Output?
  ) {
    self.init(
      searcher, interactor,
      QueryRuleCustomDataInteractor.ControllerConnection(
        interactor: interactor, controller: controller, presenter: presenter))
  }

  private init(
    _ searcher: HitsSearcher, _ interactor: QueryRuleCustomDataInteractor<Model>,
    _ controllerConnection: (any Connection)?
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      QueryRuleCustomDataInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      controllerConnection,
    ])
  }
}
