/// Searches the values of one facet (`brand` values starting with "sam"), counted under the
/// main search's query text and filters, so a facet list can offer values it does not show.
///
/// - **Context.** The records counted are those of ``query`` (its text and hand-set filters)
///   under ``filterGroups`` *minus the attribute's own disjunctive filters* (its facet filters
///   in OR groups and its numeric filters), as the disjunctive facet query of the same
///   attribute counts them. A connection to a ``HitsSearcher`` keeps both current.
/// - **Newest request wins.** Each ``search()`` supersedes the pending one; a stale answer is
///   never delivered. With ``debounce`` set, a search waits that long on the injected clock
///   for a newer one first.
///
/// The service must allow the facet to be searched (`searchable(brand)` in
/// `attributesForFaceting`); otherwise the error reaches ``onError``.
@MainActor
public final class FacetSearcher: Searcher {
  /// The service the searches go to.
  public var service: any SearchService
  /// The index whose facet values are searched.
  public var indexName: String
  /// The facet attribute.
  public var attribute: String
  /// The text the values must start with (word by word); empty lists the most frequent ones.
  public var text = ""
  /// The most values returned, or nil for the service's default (10).
  public var maxFacetHits: Int?
  /// How long a search waits for a newer one before it is sent; nil sends at once.
  public var debounce: Duration?
  /// The main search's parameters: its text and hand-set `filters` restrict the records
  /// counted.
  public var query = Query()
  /// The main search's filter groups.
  public var filterGroups = FilterStateSnapshot()

  /// Fires the newest request's values.
  public let onResults = Observer<FacetSearchResponse>()
  /// Fires the newest request's error (not retained for late subscribers).
  public let onError = Observer<any Error>(retainLastData: false)
  /// Fires true when a search starts with none pending, false when the newest one ends.
  public var isLoading: Observer<Bool> { request.isLoading }

  /// The multi-index searcher whose requests carry this searcher's query, if it is a child of
  /// one (set by ``MultiSearcher``); its ``search()`` then searches every child at once.
  weak var coordinator: MultiSearcher?

  private let clock: any Clock<Duration>
  private let request = LatestRequest<FacetSearchResponse>()

  /// Creates a facet searcher.
  /// - Parameters:
  ///   - service: the search service.
  ///   - indexName: the index.
  ///   - attribute: the facet attribute.
  ///   - clock: the clock of the debounce.
  public init(
    service: any SearchService, indexName: String, attribute: String,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.indexName = indexName
    self.attribute = attribute
    self.clock = clock
  }

  /// Creates a facet searcher on an index.
  /// - Parameters:
  ///   - index: the index and its service.
  ///   - attribute: the facet attribute.
  public convenience init(index: Index, attribute: String) {
    self.init(service: index.service, indexName: index.name, attribute: attribute)
  }

  /// The parameters sent with the facet query: ``query`` with its `filters` replaced by the
  /// context's filters (see the type's description), nothing paged.
  public var contextQuery: Query {
    var context = query
    let plan = DisjunctiveFaceting(indexName: indexName, query: query, filters: filterGroups)
    context.setFilters(
      handSet: query.filters, tree: plan.filterTree(excludingOwnFiltersOf: attribute))
    context.page = nil
    context.hitsPerPage = nil
    context.facets = nil
    return context
  }

  /// Drops the pending search: its answer will not be delivered.
  public func cancel() {
    request.cancel()
  }

  /// The facet query as one element of a multiple-queries call (`type: "facet"`).
  var multipleQuery: IndexedQuery {
    var query = contextQuery
    query.additionalParameters["type"] = "facet"
    query.additionalParameters["facet"] = .string(attribute)
    query.additionalParameters["facetQuery"] = .string(text)
    query.additionalParameters["maxFacetHits"] = maxFacetHits.map { .number(Double($0)) }
    return IndexedQuery(indexName: indexName, query: query)
  }

  /// Delivers an outcome that came through the multi-index searcher.
  func deliver(_ outcome: Result<FacetSearchResponse, any Error>) {
    switch outcome {
    case .success(let response): onResults.fire(response)
    case .failure(let error) where error is CancellationError: break
    case .failure(let error): onError.fire(error)
    }
  }

  /// Searches the values matching ``text``: ``Searcher/search()`` and
  /// ``Searcher/searchAndWait()`` call it. The answer reaches ``onResults``, an error
  /// ``onError``, unless a newer search starts first.
  ///
  /// - Returns: the task ending with the values, or nil when superseded.
  public func startSearch() -> Task<FacetSearchResponse?, any Error> {
    if let coordinator { return coordinator.start(for: self) }
    let service = self.service
    let (attribute, text, indexName) = (self.attribute, self.text, self.indexName)
    let (context, maxFacetHits) = (contextQuery, self.maxFacetHits)
    return request.start(debounce: debounce, clock: clock) {
      try await service.searchForFacetValues(
        of: attribute, matching: text, in: indexName, query: context, maxFacetHits: maxFacetHits)
    } deliver: { [weak self] outcome in
      self?.deliver(outcome)
    }
  }
}
