/// The connector of every widget that is an interactor writing one filter group, an optional
/// searcher and controllers: `FilterToggleConnector` and `NumberRangeConnector` are this class
/// with their interactor (type aliases), and add only an initializer that makes the
/// interactor.
///
/// Its ``connections`` are the filter state connection, the searcher's (when given), then one
/// per controller. Connected when created; ``Connector/connect()`` and
/// ``Connector/disconnect()`` are idempotent. Dropping the connector does not disconnect it.
/// Main actor only.
@MainActor
public final class FilterStateConnector<Interactor: FilterStateConnectable>: Connector {
  /// The widget's logic; held strongly.
  public let interactor: Interactor
  /// The filter state connection, the searcher's, then one connection per controller.
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - searcher: the searcher whose responses the widget reads, or nil.
  ///   - filterState: the filter state the widget writes.
  ///   - groupID: the group of its filters (by default an AND group named after the attribute).
  ///   - controller: the view, if any.
  public init(
    interactor: Interactor, searcher: HitsSearcher?, filterState: FilterState,
    groupID: FilterGroup.ID? = nil, controller: Interactor.Controller? = nil
  ) {
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      interactor.makeFilterStateConnection(filterState, groupID: groupID),
      searcher.map(interactor.makeSearcherConnection),
      controller.map(interactor.makeControllerConnection),
    ])
  }

  /// Connects one more controller: it shows the widget from now on if the connector is
  /// connected, and is disconnected with it.
  ///
  /// - Parameter controller: the view.
  public func connectController(_ controller: Interactor.Controller) {
    connections.append(interactor.makeControllerConnection(controller))
  }
}
