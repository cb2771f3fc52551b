extension MultiSearcher {
  /// A child of a multi-index searcher.
  public enum Child {
    /// A hits searcher: its disjunctive-faceting plan travels in the call.
    case hits(HitsSearcher)
    /// A facet searcher: one `type: "facet"` query travels in the call.
    case facet(FacetSearcher)

    /// What a round sends for a child and how it reads the child's share of the answer,
    /// captured when the round starts.
    struct Plan: Sendable {
      /// The child's identity.
      var childID: ObjectIdentifier
      /// The child's generation when the round started (hits children only).
      var generation: Int
      /// The queries sent for the child.
      var queries: [IndexedQuery]
      /// The child's disjunctive-faceting plan, to merge its share (hits children only).
      var faceting: DisjunctiveFaceting?
      /// Whether the child's share is one response to take as it is.
      var isSingle: Bool

      /// The child's outcome from its share of the responses.
      func read(_ share: [SearchResponse]) -> ChildOutcome {
        guard let faceting else {
          return .facet(Result { try FacetSearchResponse(searchResponse: share[0]) })
        }
        if isSingle { return .hits(.success(share[0])) }
        return .hits(Result { try faceting.merge(share) })
      }

      /// The child's outcome when the whole call failed.
      func failure(_ error: any Error) -> ChildOutcome {
        faceting == nil ? .facet(.failure(error)) : .hits(.failure(error))
      }
    }

    /// Announces the round to the child and captures what it sends.
    @MainActor
    func begin() -> Plan {
      switch self {
      case .hits(let searcher):
        let generation = searcher.beginSearch()
        return Plan(
          childID: ObjectIdentifier(searcher), generation: generation,
          queries: searcher.requestQueries, faceting: searcher.disjunctiveFaceting,
          isSingle: !searcher.isDisjunctiveFacetingEnabled)
      case .facet(let searcher):
        return Plan(
          childID: ObjectIdentifier(searcher), generation: 0, queries: [searcher.multipleQuery],
          faceting: nil, isSingle: true)
      }
    }

    /// Gives the child its outcome (a hits child ignores it if it searched anew since).
    @MainActor
    func deliver(_ outcome: ChildOutcome, plan: Plan) {
      switch (self, outcome) {
      case (.hits(let searcher), .hits(let result)):
        _ = try? searcher.deliver(result, generation: plan.generation)
      case (.facet(let searcher), .facet(let result)):
        searcher.deliver(result)
      default:
        break
      }
    }
  }

  /// One child's share of a round's answer.
  enum ChildOutcome: Sendable {
    /// A hits child's merged response or error.
    case hits(Result<SearchResponse, any Error>)
    /// A facet child's values or error.
    case facet(Result<FacetSearchResponse, any Error>)
  }
}
