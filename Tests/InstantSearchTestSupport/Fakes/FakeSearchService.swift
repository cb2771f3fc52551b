import InstantSearchCore

/// A search service for tests whose calls wait until the test answers them, in any order.
///
/// Every multiple-queries or single-query call is recorded as a ``Call`` and suspends. The test
/// waits for calls with ``waitForCalls(_:)`` (no sleeping), then answers them with
/// ``respond(to:with:)`` or ``fail(_:with:)`` in whatever order it likes. Set ``autoRespond`` to
/// answer calls as they arrive instead. Facet searches and index lists answer at once, from
/// ``facetResponse`` (or a handler given at creation) and ``indices``.
public final class FakeSearchService: SearchService {
  /// One recorded call.
  public struct Call: Sendable {
    /// The position of the call, from 0.
    public var number: Int
    /// The queries it carried (one for a single-query call).
    public var queries: [IndexedQuery]
    /// Whether it came through the multiple-queries entry point.
    public var isMultipleQueries: Bool
  }

  /// One recorded search for facet values.
  public struct FacetSearch: Sendable {
    /// The facet attribute.
    public var facetName: String
    /// The text the values must match.
    public var facetQuery: String
    /// The index.
    public var indexName: String
    /// The other parameters.
    public var query: Query?
    /// The most values asked for.
    public var maxFacetHits: Int?
  }

  private struct State {
    var facetSearches: [FacetSearch] = []
    var calls: [Call] = []
    var pending: [Int: CheckedContinuation<[SearchResponse], any Error>] = [:]
    var answers: [Int: Result<[SearchResponse], any Error>] = [:]
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var autoRespond: (@Sendable ([IndexedQuery]) throws -> [SearchResponse])?
    var answerFacetSearch: (@Sendable (FacetSearch) throws -> FacetSearchResponse)?
    var facetResponse = FacetSearchResponse(facetHits: [])
    var indices = ListIndicesResponse(items: [])
  }

  private let state = Locked(State())

  /// Creates a service that holds every call until answered.
  public init() {}

  /// Creates a service answering every call at once with a handler.
  /// - Parameters:
  ///   - autoRespond: builds the responses of a call from its queries.
  ///   - answerFacetSearch: builds the answer to a search for facet values; nil answers with
  ///     ``facetResponse``.
  public init(
    autoRespond: @escaping @Sendable ([IndexedQuery]) throws -> [SearchResponse],
    answeringFacetSearches answerFacetSearch: (
      @Sendable (FacetSearch) throws -> FacetSearchResponse
    )? = nil
  ) {
    state.withLock {
      $0.autoRespond = autoRespond
      $0.answerFacetSearch = answerFacetSearch
    }
  }

  /// The calls so far, in arrival order.
  public var calls: [Call] {
    state.withLock { $0.calls }
  }

  /// The answer to facet searches when no handler was given at creation.
  public var facetResponse: FacetSearchResponse {
    get { state.withLock { $0.facetResponse } }
    set { state.withLock { $0.facetResponse = newValue } }
  }

  /// The answer to index lists.
  public var indices: ListIndicesResponse {
    get { state.withLock { $0.indices } }
    set { state.withLock { $0.indices = newValue } }
  }

  /// Suspends until at least `count` calls have arrived.
  /// - Parameter count: the number of calls to wait for.
  public func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        if state.calls.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Answers a call with responses.
  /// - Parameters:
  ///   - number: the call's number, from 0.
  ///   - responses: one response per query of the call.
  public func respond(to number: Int, with responses: [SearchResponse]) {
    settle(number, .success(responses))
  }

  /// Answers a call with an error.
  /// - Parameters:
  ///   - number: the call's number, from 0.
  ///   - error: the error the call throws.
  public func fail(_ number: Int, with error: any Error) {
    settle(number, .failure(error))
  }

  /// Runs several queries: records the call, then waits for its answer.
  public func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  {
    try await record(queries, isMultipleQueries: true)
  }

  /// Runs one query: records the call, then waits for its answer.
  public func search(_ query: IndexedQuery) async throws -> SearchResponse {
    let responses = try await record([query], isMultipleQueries: false)
    guard let first = responses.first else {
      throw SearchError.decoding(path: "results", reason: "the fake was answered with nothing")
    }
    return first
  }

  /// The facet searches so far, in arrival order.
  public var facetSearches: [FacetSearch] {
    state.withLock { $0.facetSearches }
  }

  /// Records the facet search and answers with the handler given at creation, if any, else
  /// with ``facetResponse``.
  public func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    let search = FacetSearch(
      facetName: facetName, facetQuery: facetQuery, indexName: indexName, query: query,
      maxFacetHits: maxFacetHits)
    let (handler, response) = state.withLock { state in
      state.facetSearches.append(search)
      return (state.answerFacetSearch, state.facetResponse)
    }
    return try handler?(search) ?? response
  }

  /// Answers with ``indices``.
  public func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    indices
  }

  private func record(_ queries: [IndexedQuery], isMultipleQueries: Bool) async throws
    -> [SearchResponse]
  {
    let (number, handler, ready) = state.withLock { state in
      let number = state.calls.count
      state.calls.append(
        Call(number: number, queries: queries, isMultipleQueries: isMultipleQueries))
      let ready = state.waiters.filter { $0.count <= state.calls.count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= state.calls.count }
      return (number, state.autoRespond, ready)
    }
    for waiter in ready { waiter.resume() }
    if let handler { return try handler(queries) }
    return try await withCheckedThrowingContinuation { continuation in
      let answer = state.withLock { state -> Result<[SearchResponse], any Error>? in
        if let answer = state.answers.removeValue(forKey: number) { return answer }
        state.pending[number] = continuation
        return nil
      }
      if let answer { continuation.resume(with: answer) }
    }
  }

  private func settle(_ number: Int, _ answer: Result<[SearchResponse], any Error>) {
    let continuation = state.withLock {
      state -> CheckedContinuation<[SearchResponse], any Error>? in
      if let continuation = state.pending.removeValue(forKey: number) { return continuation }
      state.answers[number] = answer
      return nil
    }
    continuation?.resume(with: answer)
  }
}
