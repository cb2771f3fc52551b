import InstantSearchCore

/// A hierarchical menu in one line: the levels counted by a searcher, the path written to a
/// hierarchical group of a filter state, shown by a menu controller and, optionally, a
/// breadcrumb.
///
/// ```swift
/// let menu = HierarchicalConnector(
///   searcher: searcher, filterState: filterState,
///   hierarchicalAttributes: ["categories.lvl0", "categories.lvl1", "categories.lvl2"])
/// menu.interactor.computeSelection(key: "Audio > Speaker")  // selects Audio, then Speaker
/// ```
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class HierarchicalConnector: Connector {
  /// The menu logic: the levels and the selected path.
  public let interactor: HierarchicalInteractor
  /// The searcher connection, the filter state connection, then the controller's and the
  /// breadcrumb's (when given).
  public let connections: CompositeConnection

  /// Creates a connector and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose responses count the levels.
  ///   - filterState: the filter state the path is written to.
  ///   - hierarchicalAttributes: the attributes of the levels, top level first.
  ///   - separator: the text between the components of a value (`" > "` by default).
  ///   - groupName: the hierarchical group's name.
  ///   - controller: the menu view, if any.
  ///   - breadcrumbController: the breadcrumb view, if any.
  ///   - presenter: lays the levels out as rows for `controller`.
  public init(
    searcher: HitsSearcher, filterState: FilterState, hierarchicalAttributes: [String],
    separator: String = " > ", groupName: String = HierarchicalInteractor.defaultGroupName,
    controller: (any HierarchicalController)? = nil,
    breadcrumbController: (any BreadcrumbController)? = nil,
    presenter: HierarchicalPresenter = .init()
  ) {
    let interactor = HierarchicalInteractor(
      hierarchicalAttributes: hierarchicalAttributes, separator: separator)
    self.interactor = interactor
    connections = CompositeConnection(connecting: [
      HierarchicalInteractor.SearcherConnection(interactor: interactor, searcher: searcher),
      HierarchicalInteractor.FilterStateConnection(
        interactor: interactor, filterState: filterState, groupName: groupName),
      controller.map {
        HierarchicalInteractor.ControllerConnection(
          interactor: interactor, controller: $0, presenter: presenter)
      },
      breadcrumbController.map {
        HierarchicalInteractor.BreadcrumbConnection(interactor: interactor, controller: $0)
      },
    ])
  }
}
