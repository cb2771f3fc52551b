/// The searcher of one index: holds the query, sends it to a search service, and delivers the
/// response of the newest request to its observers.
///
/// - **Newest request wins, always.** Every ``search()`` supersedes the previous one; a response
///   (or error) to a superseded request is never delivered, whatever order the service answers
///   in, even when the service ignores cancellation.
/// - **Disjunctive faceting** is on by default: every search is a multiple-queries call built by
///   ``DisjunctiveFaceting`` from the query and the connected filter state's groups.
/// - Changing the index or the query text resets the page to 0 and drops the pending request.
///
/// ```swift
/// let searcher = HitsSearcher(service: client.searchService, indexName: "movies")
/// searcher.onResults.subscribe(with: self) { view, response in view.show(response.hits) }
/// searcher.connectFilterState(filterState)
/// searcher.query.query = "star"
/// searcher.search()
/// ```
@MainActor
public final class HitsSearcher: Searcher {
  /// The service the searches go to.
  public private(set) var service: any SearchService

  /// The index searched. Setting a different name resets the page to 0, drops the pending
  /// request and fires ``onIndexChanged``; it does not search.
  public var indexName: String {
    didSet {
      guard indexName != oldValue else { return }
      query.page = 0
      cancel()
      onIndexChanged.fire(indexName)
    }
  }

  /// The index searched, bound to the service. Setting it switches both; a different index
  /// (by name or by service) resets the page, drops the pending request and fires
  /// ``onIndexChanged``.
  public var index: Index {
    get { Index(name: indexName, service: service) }
    set {
      guard newValue != index else { return }
      let sameName = newValue.name == indexName
      service = newValue.service
      indexName = newValue.name
      if sameName {
        query.page = 0
        cancel()
        onIndexChanged.fire(indexName)
      }
    }
  }

  /// The search parameters. `filters` here is a hand-set string: it is ANDed with the filter
  /// state's, never overwritten. Changing the text resets the page to 0, drops the pending
  /// request and fires ``onQueryChanged``.
  public var query: Query {
    didSet {
      guard query.query != oldValue.query else { return }
      query.page = 0
      cancel()
      onQueryChanged.fire(query.query)
    }
  }

  /// The filter groups used at send time; the filter state connection keeps it current.
  public var filterGroups = FilterStateSnapshot()

  /// Whether searches go through disjunctive faceting (a multiple-queries call). Default true.
  public var isDisjunctiveFacetingEnabled = true

  /// Attributes faceted disjunctively even when no value of theirs is selected.
  public var disjunctiveFacetsAttributes: Set<String> = []

  /// Whether selected facet values missing from the counts are added with a count of 0.
  public var keepSelectedEmptyFacets = true

  /// The strategy of the multiple-queries call.
  public var strategy: MultipleQueriesStrategy = .none

  /// How long a search waits for a newer one before it is sent; nil sends at once.
  public var debounce: Duration?

  /// Fires the merged response of the newest request.
  public let onResults = Observer<SearchResponse>()
  /// Fires the error of the newest request (not retained for late subscribers).
  public let onError = Observer<any Error>(retainLastData: false)
  /// Fires each time a search starts.
  public let onSearch = Observer<Void>()
  /// Fires the new index name when it changes.
  public let onIndexChanged = Observer<String>()
  /// Fires the new query text when it changes.
  public let onQueryChanged = Observer<String?>()
  /// Fires true when a search starts with none pending, false when the newest one ends.
  public let isLoading = Observer<Bool>()

  /// The multi-index searcher whose requests carry this searcher's queries, if it is a child
  /// of one (set by ``MultiSearcher``); its ``search()`` then searches every child at once.
  weak var coordinator: MultiSearcher?

  private let clock: any Clock<Duration>
  private(set) var generation = 0
  private var pending: Task<SearchResponse?, any Error>?
  private var loading = false

  /// Creates a searcher on any search service (the HTTP client's, the local engine's, a fake).
  /// - Parameters:
  ///   - service: the service that answers the searches; held strongly.
  ///   - indexName: the index.
  ///   - query: the initial parameters.
  ///   - clock: the clock of the debounce.
  public init(
    service: any SearchService, indexName: String, query: Query = Query(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.indexName = indexName
    self.query = query
    self.clock = clock
  }

  /// Creates a searcher on an index.
  /// - Parameters:
  ///   - index: the index and its service.
  ///   - query: the initial parameters.
  public convenience init(index: Index, query: Query = Query()) {
    self.init(service: index.service, indexName: index.name, query: query)
  }

  /// Drops the pending request, if any: its response will not be delivered.
  public func cancel() {
    generation += 1
    pending?.cancel()
    pending = nil
    setLoading(false)
  }

  /// The disjunctive-faceting plan of the current state (what ``search()`` would send).
  public var disjunctiveFaceting: DisjunctiveFaceting {
    DisjunctiveFaceting(
      indexName: indexName, query: query, filters: filterGroups,
      additionalAttributes: disjunctiveFacetsAttributes,
      keepSelectedEmptyFacets: keepSelectedEmptyFacets)
  }

  /// Sends the query: ``Searcher/search()`` and ``Searcher/searchAndWait()`` call it. The
  /// response reaches ``onResults``, an error ``onError``, unless a newer search starts first.
  ///
  /// - Returns: the task ending with the response, or nil when superseded.
  public func startSearch() -> Task<SearchResponse?, any Error> {
    if let coordinator { return coordinator.start(for: self) }
    let id = beginSearch()
    let service = self.service
    let clock = self.clock
    let debounce = self.debounce
    let strategy = self.strategy
    let queries = requestQueries
    let plan = disjunctiveFaceting
    let disjunctive = isDisjunctiveFacetingEnabled
    let task = Task { @MainActor [weak self] () throws -> SearchResponse? in
      let outcome: Result<SearchResponse, any Error>
      do {
        if let debounce { try await clock.sleep(for: debounce) }
        if disjunctive {
          let responses = try await service.search(queries, strategy: strategy)
          outcome = .success(try plan.merge(responses))
        } else {
          outcome = .success(try await service.search(queries[0]))
        }
      } catch {
        outcome = .failure(error)
      }
      guard let self else { return nil }
      return try self.deliver(outcome, generation: id)
    }
    pending = task
    return task
  }

  /// The queries a search sends: the disjunctive-faceting plan's, or the main query alone
  /// (its filters being the hand-set string ANDed with the groups') when that is off.
  var requestQueries: [IndexedQuery] {
    let plan = disjunctiveFaceting
    guard !isDisjunctiveFacetingEnabled else { return plan.queries }
    return [IndexedQuery(indexName: plan.indexName, query: plan.mainQuery)]
  }

  /// Supersedes the pending request and announces a new one; returns its generation.
  func beginSearch() -> Int {
    generation += 1
    pending?.cancel()
    pending = nil
    onSearch.fire(())
    setLoading(true)
    return generation
  }

  /// Delivers the outcome of the request of generation `id`, unless a newer one started.
  /// - Returns: the response, or nil when superseded or cancelled.
  /// - Throws: the request's error, after ``onError`` fired it.
  @discardableResult
  func deliver(_ outcome: Result<SearchResponse, any Error>, generation id: Int) throws
    -> SearchResponse?
  {
    guard generation == id else { return nil }
    pending = nil
    setLoading(false)
    switch outcome {
    case .success(let response):
      onResults.fire(response)
      return response
    case .failure(let error) where error is CancellationError:
      return nil
    case .failure(let error):
      onError.fire(error)
      throw error
    }
  }

  private func setLoading(_ value: Bool) {
    guard loading != value else { return }
    loading = value
    isLoading.fire(value)
  }
}

/// The reference name of the single-index searcher.
public typealias SingleIndexSearcher = HitsSearcher
