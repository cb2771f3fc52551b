import InstantSearchCore

extension SelectableSegmentInteractor {
  /// The link between a segment interactor and a searcher: a click on a known key selects it,
  /// applies its option to the searcher (page 0) and searches.
  ///
  /// Connecting applies the selected option to the searcher at once (page 0, no search), so
  /// what the controller shows and what the searcher uses never disagree. Clicks on unknown
  /// keys do nothing.
  @MainActor
  public final class SearcherConnection:
    InteractorSearcherConnection<SelectableSegmentInteractor>
  {
    /// Applies an option to the searcher (sets its index, for Sort By).
    public let apply: @MainActor (Segment, HitsSearcher) -> Void

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the options whose clicks are handled.
    ///   - searcher: the searcher an option is applied to.
    ///   - apply: applies an option to the searcher.
    public init(
      interactor: SelectableSegmentInteractor,
      searcher: HitsSearcher,
      apply: @escaping @MainActor (Segment, HitsSearcher) -> Void
    ) {
      self.apply = apply
      super.init(interactor: interactor, searcher: searcher)
    }

    /// Applies the selected option (page 0, no search) and handles clicks from now on.
    override public func didConnect() {
      if let segment = interactor.selectedItem {
        apply(segment, searcher)
        searcher.query.page = 0
      }
      subscribe(to: interactor.onSelectedComputed) { [self] in select($0) }
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
  /// - Parameter searcher: the searcher whose index is switched.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher) { name, searcher in
      searcher.indexName = name
    }.connected()
  }
}

extension SelectableSegmentInteractor where Segment == Index {
  /// Connects a searcher: a click switches it to the clicked index (and its service) and
  /// searches.
  ///
  /// - Parameter searcher: the searcher whose index is switched.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectSearcher(searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher) { index, searcher in
      searcher.index = index
    }.connected()
  }

  /// Connects a controller, presenting each index with `presenter` (its name by default).
  ///
  /// - Parameters:
  ///   - controller: the view.
  ///   - presenter: turns an index into the text the controller shows.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller,
    presenter: @escaping IndexPresenter = DefaultPresenter.Index.present
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    ControllerConnection(interactor: self, controller: controller, presenter: presenter)
      .connected()
  }
}
