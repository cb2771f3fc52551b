import InstantSearchCore

/// Sort By in one line: index names by position, linked to a searcher and, optionally, to a
/// controller.
///
/// ```swift
/// let sortBy = SortByConnector(
///   searcher: searcher,
///   indicesNames: ["movies", "movies_year_asc", "movies_year_desc"],
///   selected: 0)
/// sortBy.connectController(controller)
/// ```
///
/// The connector is connected when created; ``Connector/connect()`` and
/// ``Connector/disconnect()`` are idempotent, and dropping it does not disconnect it.
/// Connecting applies the selected index to the searcher (page 0, no search). Without an
/// explicit selection, the searcher's current index is selected when it is in the list.
@MainActor
public final class SortByConnector: Connector {
  /// The searcher whose index is switched; held strongly.
  public let searcher: HitsSearcher
  /// The Sort By logic: the names by position and the selected one.
  public let interactor: SortByInteractor
  /// The link to the searcher, first of ``connections``.
  public let searcherConnection: SortByInteractor.SearcherConnection
  /// The links to controllers, in the order they were connected.
  public private(set) var controllerConnections: [any Connection] = []
  /// The searcher connection, then the controller connections.
  public let connections: CompositeConnection

  /// Creates a connector on an interactor, and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose index is switched.
  ///   - interactor: the Sort By logic.
  public init(searcher: HitsSearcher, interactor: SortByInteractor) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = .init(interactor: interactor, searcher: searcher) { name, searcher in
      searcher.indexName = name
    }
    connections = CompositeConnection(connecting: [searcherConnection])
  }

  /// Creates a connector on a list of index names, and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose index is switched.
  ///   - indicesNames: the index names, at positions 0, 1, 2...
  ///   - selected: the selected position; by default, the position of the searcher's index if
  ///     it is in the list.
  public convenience init(searcher: HitsSearcher, indicesNames: [String], selected: Int? = nil) {
    let items = Self.items(indicesNames)
    let selection = selected ?? indicesNames.firstIndex(of: searcher.indexName)
    self.init(searcher: searcher, interactor: SortByInteractor(items: items, selected: selection))
  }

  /// Creates a connector on a list of index names with a controller, and connects it.
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose index is switched.
  ///   - indicesNames: the index names, at positions 0, 1, 2...
  ///   - selected: the selected position (the searcher's index by default).
  ///   - controller: the controller of a concrete list.
  ///   - presenter: turns an index name into the text shown (the name by default).
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher,
    indicesNames: [String],
    selected: Int? = nil,
    controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, indicesNames: indicesNames, selected: selected)
    connectController(controller, presenter: presenter)
  }

  /// The index names, in position order. Setting them renumbers the positions from 0 and
  /// keeps the selected position.
  public var indicesNames: [String] {
    get { interactor.items.sorted { $0.key < $1.key }.map(\.value) }
    set { interactor.items = Self.items(newValue) }
  }

  /// The selected index name. Setting a name in the list selects its first position and,
  /// while connected, switches the searcher to it (page 0, no search); an unknown name does
  /// nothing.
  public var selectedIndexName: String? {
    get { interactor.selectedItem }
    set {
      guard let newValue,
        let key = interactor.items.filter({ $0.value == newValue }).keys.min()
      else { return }
      interactor.selected = key
      if isConnected {
        searcher.indexName = newValue
        searcher.query.page = 0
      }
    }
  }

  /// Connects a controller: it shows the names (through `presenter`) and its clicks switch
  /// the index.
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: turns an index name into the text shown (the name by default).
  /// - Returns: the connection, connected if the connector is connected, and disconnected
  ///   with it.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) -> SortByInteractor.ControllerConnection<Controller> where Controller.SegmentKey == Int {
    let connection = SortByInteractor.ControllerConnection(
      interactor: interactor, controller: controller, presenter: presenter)
    controllerConnections.append(connection)
    connections.append(connection)
    return connection
  }

  private static func items(_ names: [String]) -> [Int: String] {
    Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.offset, $0.element) })
  }
}
