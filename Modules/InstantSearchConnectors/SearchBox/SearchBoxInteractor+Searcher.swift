import InstantSearchCore

extension SearchBoxInteractor {
  /// The link between a search box and a searcher: the text becomes the searcher's query text
  /// and a search, on every change or on submission.
  ///
  /// Connecting takes the searcher's current text (no search). A text set on the searcher
  /// elsewhere (a clear, another box) is shown in the box without searching again.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<SearchBoxInteractor> {
    /// Whether a change of the text or only a submission searches.
    public let searchTriggeringMode: SearchTriggeringMode
    private var isFollowingSearcher = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the search box whose text is sent.
    ///   - searcher: the searcher whose query text is set.
    ///   - searchTriggeringMode: search as you type (default) or on submit.
    public init(
      interactor: SearchBoxInteractor,
      searcher: HitsSearcher,
      searchTriggeringMode: SearchTriggeringMode = .searchAsYouType
    ) {
      self.searchTriggeringMode = searchTriggeringMode
      super.init(interactor: interactor, searcher: searcher)
    }

    /// Takes the searcher's text and starts sending the box's text.
    override public func didConnect() {
      follow(searcher.query.query)
      subscribe(to: interactor.onQueryChanged) { [self] query in
        if searchTriggeringMode == .searchAsYouType { send(query) }
      }
      subscribe(to: interactor.onQuerySubmitted) { [self] query in
        if searchTriggeringMode == .searchOnSubmit { send(query) }
      }
      subscribe(to: searcher.onQueryChanged) { [self] in follow($0) }
    }

    private func send(_ query: String?) {
      guard !isFollowingSearcher else { return }
      searcher.query.query = query
      searcher.search()
    }

    private func follow(_ query: String?) {
      isFollowingSearcher = true
      interactor.query = query
      isFollowingSearcher = false
    }
  }

  /// Connects a searcher: the box's text is sent to it (as you type or on submit) until the
  /// connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameters:
  ///   - searcher: the searcher whose query text is set.
  ///   - searchTriggeringMode: search as you type (default) or on submit.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(
    _ searcher: HitsSearcher,
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType
  ) -> SearcherConnection {
    SearcherConnection(
      interactor: self, searcher: searcher, searchTriggeringMode: searchTriggeringMode
    ).connected()
  }
}
