/// The searcher of several indices at once (federated search): it owns child searchers, hits
/// searchers and facet searchers, each on its own index, and sends all their queries in one
/// multiple-queries call whenever any of them searches.
///
/// - **One request per change.** A child's ``HitsSearcher/search()`` (or
///   ``FacetSearcher/search()``) searches every child: one call to the service carries each
///   hits child's queries (its disjunctive-faceting plan) and each facet child's facet query
///   (`type: "facet"`), in the order the children were added.
/// - **Newest request wins.** A call supersedes the pending one; a stale answer reaches no
///   child. A child whose index or text changed while a call was out is not given that
///   call's answer.
/// - **Each child gets its own answer.** A child whose part of the answer cannot be read (a
///   merge that does not fit, a malformed facet answer) gets the error on its `onError`; the
///   other children get their responses. When the whole call fails, every child and
///   ``onError`` get the error.
///
/// Widgets connect to the children as to any searcher: a facet list, hits or a search box on a
/// child hits searcher behave as on a single-index one. Children use this searcher's service,
/// debounce and strategy, not their own.
@MainActor
public final class MultiSearcher {
  /// The service every child's queries go to.
  public let service: any SearchService
  /// The strategy of the multiple-queries call.
  public var strategy: MultipleQueriesStrategy = .none
  /// How long a search waits for a newer one before it is sent; nil sends at once.
  public var debounce: Duration?
  /// The children, in the order their queries are sent.
  public private(set) var children: [Child] = []

  /// Fires each time a call starts.
  public let onSearch = Observer<Void>()
  /// Fires the error of the newest call when the whole call failed (not retained).
  public let onError = Observer<any Error>(retainLastData: false)
  /// Fires true when a call starts with none pending, false when the newest one ends.
  public var isLoading: Observer<Bool> { request.isLoading }

  private let clock: any Clock<Duration>
  private let request = LatestRequest<[ObjectIdentifier: ChildOutcome]>()

  /// Creates a searcher with no child.
  /// - Parameters:
  ///   - service: the service of every child.
  ///   - clock: the clock of the debounce.
  public init(service: any SearchService, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.clock = clock
  }

  /// Adds a hits child on an index.
  /// - Parameters:
  ///   - indexName: the child's index.
  ///   - query: its initial parameters.
  /// - Returns: the child, a ``HitsSearcher`` whose searches go through this searcher.
  @discardableResult
  public func addHitsSearcher(indexName: String, query: Query = Query()) -> HitsSearcher {
    let child = HitsSearcher(service: service, indexName: indexName, query: query)
    child.coordinator = self
    children.append(.hits(child))
    return child
  }

  /// Adds a facet child: a search for the values of `attribute` in an index.
  /// - Parameters:
  ///   - indexName: the child's index.
  ///   - attribute: the facet attribute (searchable in that index).
  /// - Returns: the child, a ``FacetSearcher`` whose searches go through this searcher.
  @discardableResult
  public func addFacetSearcher(indexName: String, attribute: String) -> FacetSearcher {
    let child = FacetSearcher(service: service, indexName: indexName, attribute: attribute)
    child.coordinator = self
    children.append(.facet(child))
    return child
  }

  /// Searches every child in one call.
  public func search() {
    _ = startRound()
  }

  /// Searches every child in one call and waits until each got its answer.
  /// - Returns: false when a newer search superseded this one (nothing was delivered).
  /// - Throws: the error of the whole call, delivered to every child and ``onError`` too.
  @discardableResult
  public func searchAndWait() async throws -> Bool {
    try await startRound().value != nil
  }

  /// Drops the pending call: its answer will reach no child.
  public func cancel() {
    request.cancel()
  }

  /// Starts a round for a hits child's search and gives that child's share of it.
  func start(for child: HitsSearcher) -> Task<SearchResponse?, any Error> {
    share(of: child) { outcome in
      guard case .hits(let result) = outcome else { return nil }
      return try result.get()
    }
  }

  /// Starts a round for a facet child's search and gives that child's share of it.
  func start(for child: FacetSearcher) -> Task<FacetSearchResponse?, any Error> {
    share(of: child) { outcome in
      guard case .facet(let result) = outcome else { return nil }
      return try result.get()
    }
  }

  /// Starts a round and extracts one child's value from its outcome.
  private func share<Value: Sendable>(
    of child: AnyObject, _ extract: @escaping @Sendable (ChildOutcome) throws -> Value?
  ) -> Task<Value?, any Error> {
    let round = startRound()
    let id = ObjectIdentifier(child)
    return Task { @MainActor in
      guard let outcome = try await round.value?[id] else { return nil }
      return try extract(outcome)
    }
  }

  private func startRound() -> Task<[ObjectIdentifier: ChildOutcome]?, any Error> {
    onSearch.fire(())
    let plans = children.map { $0.begin() }
    let queries = plans.flatMap(\.queries)
    let (service, strategy) = (self.service, self.strategy)
    return request.start(debounce: debounce, clock: clock) {
      let responses = try await service.search(queries, strategy: strategy)
      guard responses.count == queries.count else {
        throw SearchError.decoding(
          path: "results", reason: "expected \(queries.count) results, found \(responses.count)")
      }
      return await MultiSearcher.split(responses, plans: plans)
    } deliver: { [weak self] outcome in
      self?.deliver(outcome, plans: plans)
    }
  }

  /// Cuts the responses into each child's share, decoded off the main actor.
  nonisolated private static func split(_ responses: [SearchResponse], plans: [Child.Plan])
    async -> [ObjectIdentifier: ChildOutcome]
  {
    var outcomes: [ObjectIdentifier: ChildOutcome] = [:]
    var offset = 0
    for plan in plans {
      let share = Array(responses[offset..<offset + plan.queries.count])
      offset += plan.queries.count
      outcomes[plan.childID] = plan.read(share)
    }
    return outcomes
  }

  private func deliver(
    _ outcome: Result<[ObjectIdentifier: ChildOutcome], any Error>, plans: [Child.Plan]
  ) {
    if case .failure(let error) = outcome { onError.fire(error) }
    for (child, plan) in zip(children, plans) {
      switch outcome {
      case .success(let outcomes):
        if let share = outcomes[plan.childID] { child.deliver(share, plan: plan) }
      case .failure(let error):
        child.deliver(plan.failure(error), plan: plan)
      }
    }
  }
}
