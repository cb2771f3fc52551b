import InstantSearchCore

extension SelectableSegmentInteractor {
  /// The link between a segment interactor and a searcher: a click on a known key selects it,
  /// applies its option to the searcher (page 0) and searches.
  ///
  /// Connecting applies the selected option to the searcher at once (page 0, no search), so
  /// what the controller shows and what the searcher uses never disagree. Clicks on unknown
  /// keys do nothing.
  @MainActor
  public final class SearcherConnection: Connection {
    /// The interactor.
    public let interactor: SelectableSegmentInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// Applies an option to the searcher (sets its index, for Sort By).
    public let apply: @MainActor (Segment, HitsSearcher) -> Void
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - searcher: the searcher.
    ///   - apply: applies an option to the searcher.
    public init(
      interactor: SelectableSegmentInteractor,
      searcher: HitsSearcher,
      apply: @escaping @MainActor (Segment, HitsSearcher) -> Void
    ) {
      self.interactor = interactor
      self.searcher = searcher
      self.apply = apply
    }

    /// Applies the selected option (no search) and handles clicks from now on.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      if let segment = interactor.selectedItem {
        apply(segment, searcher)
        searcher.query.page = 0
      }
      interactor.onSelectedComputed.subscribe(with: self) { connection, key in
        connection.select(key)
      }
    }

    /// Stops handling clicks.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onSelectedComputed.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
    }

    private func select(_ key: SegmentKey?) {
      guard let key, let segment = interactor.items[key] else { return }
      interactor.selected = key
      apply(segment, searcher)
      searcher.query.page = 0
      searcher.search()
    }
  }
}

extension SelectableSegmentInteractor where Segment == String {
  /// Connects a searcher: a click switches it to the clicked index name and searches.
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the established connection.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    let connection = SearcherConnection(interactor: self, searcher: searcher) { name, searcher in
      searcher.indexName = name
    }
    connection.connect()
    return connection
  }
}

extension SelectableSegmentInteractor where Segment == Index {
  /// Connects a searcher: a click switches it to the clicked index (and its service) and
  /// searches.
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the established connection.
  @discardableResult
  public func connectSearcher(searcher: HitsSearcher) -> SearcherConnection {
    let connection = SearcherConnection(interactor: self, searcher: searcher) { index, searcher in
      searcher.index = index
    }
    connection.connect()
    return connection
  }

  /// Connects a controller, presenting each index with `presenter` (its name by default).
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - presenter: turns an index into the text the controller shows.
  /// - Returns: the established connection.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping IndexPresenter = DefaultPresenter.Index.present
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    let connection = ControllerConnection(
      interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
