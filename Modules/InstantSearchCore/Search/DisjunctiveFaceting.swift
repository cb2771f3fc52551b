/// Builds the queries of a disjunctive-faceting search and merges their responses.
///
/// One search becomes a main query plus one query per disjunctive attribute (sorted by name)
/// plus the hierarchical queries, all sent in one multiple-queries call:
///
/// - the main query is the query as set, its `filters` being the hand-set string ANDed with the
///   filter state's groups, which every query carries typed (``Query/filterTree``): the HTTP
///   client sends their text, the local engine reads them without parsing;
/// - the query of a disjunctive attribute asks for that facet only (`hitsPerPage: 0`, page 0,
///   no analytics, nothing retrieved or highlighted), without the attribute's facet filters of
///   OR groups (those of AND groups are kept, as in InstantSearch iOS) and without its numeric
///   filters in any group (as InstantSearch.js), so its counts show what choosing another value
///   would give;
/// - the queries of a hierarchical group count each selected level without the deepest
///   selection, its parent level being ANDed at the end.
///
/// The merged response is the main one with the facets (and stats) of the others laid over it,
/// attribute by attribute, later wins; selected values missing from the counts are added with 0.
public struct DisjunctiveFaceting: Sendable {
  /// The index searched.
  public var indexName: String
  /// The query as set on the searcher (its `filters` is the hand-set part).
  public var query: Query
  /// The filter groups at send time.
  public var filters: FilterStateSnapshot
  /// The disjunctive attributes: the configured ones and those of OR facet groups, sorted.
  public let disjunctiveAttributes: [String]
  /// The hierarchical queries' facets and filter groups, in order.
  private let hierarchical: [(attribute: String, tree: FilterTree?)]
  /// Whether selected values missing from the counts are added with a count of 0.
  public var keepSelectedEmptyFacets: Bool

  /// Prepares a search.
  /// - Parameters:
  ///   - indexName: the index.
  ///   - query: the query as set (page, hitsPerPage, facets, hand-set filters ...).
  ///   - filters: the filter groups.
  ///   - additionalAttributes: attributes to facet disjunctively even with nothing selected.
  ///   - keepSelectedEmptyFacets: whether to add selected values missing from the counts.
  public init(
    indexName: String, query: Query, filters: FilterStateSnapshot,
    additionalAttributes: Set<String> = [], keepSelectedEmptyFacets: Bool = true
  ) {
    self.indexName = indexName
    self.query = query
    self.filters = filters
    self.keepSelectedEmptyFacets = keepSelectedEmptyFacets
    self.disjunctiveAttributes = filters.disjunctiveFacetsAttributes.union(additionalAttributes)
      .sorted()
    self.hierarchical = DisjunctiveFaceting.hierarchicalQueries(filters)
  }

  /// The filters string of the main query: the hand-set string ANDed with the groups'.
  public var mainFilters: String? { mainQuery.filters }

  /// The main query: the query as set, its filters the hand-set string ANDed with the groups,
  /// which it carries as a ``FilterTree``.
  public var mainQuery: Query {
    var main = query
    main.setFilters(handSet: query.filters, tree: filters.filterTree)
    return main
  }

  /// The queries to send, main query first.
  public var queries: [IndexedQuery] {
    var all = [IndexedQuery(indexName: indexName, query: mainQuery)]
    for attribute in disjunctiveAttributes {
      all.append(facetQuery(attribute, tree: filterTree(excludingOwnFiltersOf: attribute)))
    }
    for (attribute, tree) in hierarchical {
      all.append(facetQuery(attribute, tree: tree))
    }
    return all
  }

  /// The filters string that counts the values of `attribute` as if none of its own choices
  /// were made: the hand-set string ANDed with the groups' filters, leaving out the attribute's
  /// facet filters of OR groups and its numeric filters in any group (those of AND facet groups
  /// stay, as in InstantSearch iOS).
  /// - Parameter attribute: the faceted attribute.
  /// - Returns: the string, or nil when nothing filters.
  public func filters(excludingOwnFiltersOf attribute: String) -> String? {
    Query.FilterParts(handSet: query.filters, tree: filterTree(excludingOwnFiltersOf: attribute))
      .text
  }

  /// The groups' part of ``filters(excludingOwnFiltersOf:)``, typed.
  /// - Parameter attribute: the faceted attribute.
  /// - Returns: the groups that remain, or nil when none does.
  public func filterTree(excludingOwnFiltersOf attribute: String) -> FilterTree? {
    filters.filterTree { groupID, filter in
      guard filter.attribute == attribute else { return false }
      switch filter {
      case .facet: return groupID == .or(name: groupID.name, filterType: .facet)
      case .numeric: return true
      case .tag: return false
      }
    }
  }

  /// How many responses ``merge(_:)`` expects.
  public var queryCount: Int { 1 + disjunctiveAttributes.count + hierarchical.count }

  /// Merges the responses of ``queries`` into one.
  /// - Parameter responses: one response per query, in order.
  /// - Returns: the main response with merged facets, stats and exhaustiveness.
  /// - Throws: ``SearchError/decoding(path:reason:)`` when the count does not match.
  public func merge(_ responses: [SearchResponse]) throws(SearchError) -> SearchResponse {
    guard responses.count == queryCount, var merged = responses.first else {
      throw .decoding(
        path: "results", reason: "expected \(queryCount) results, found \(responses.count)")
    }
    var facets = merged.facets ?? [:]
    var stats = merged.facetsStats ?? [:]
    var exhaustive: Bool?
    for (offset, response) in responses.enumerated().dropFirst() {
      for (attribute, counts) in response.facets ?? [:] { facets[attribute] = counts }
      for (attribute, stat) in response.facetsStats ?? [:] { stats[attribute] = stat }
      if offset <= disjunctiveAttributes.count,
        let flag = response.exhaustive?["facetsCount"]?.boolValue
          ?? response.exhaustiveFacetsCount
      {
        exhaustive = (exhaustive ?? true) && flag
      }
    }
    if keepSelectedEmptyFacets {
      for attribute in disjunctiveAttributes {
        var counts = facets[attribute] ?? [:]
        for filter in filters.getFilters(for: attribute) {
          guard case .facet(let facet) = filter else { continue }
          let value = facet.value.description
          if counts[value] == nil { counts[value] = 0 }
        }
        facets[attribute] = counts
      }
    }
    if !facets.isEmpty || merged.facets != nil { merged.facets = facets }
    if !stats.isEmpty || merged.facetsStats != nil { merged.facetsStats = stats }
    if let exhaustive {
      merged.exhaustiveFacetsCount = exhaustive
      if merged.exhaustive != nil { merged.exhaustive?["facetsCount"] = .bool(exhaustive) }
    }
    return merged
  }

  /// A facet-only copy of the query, its filters the hand-set string ANDed with `tree`.
  private func facetQuery(_ attribute: String, tree: FilterTree?) -> IndexedQuery {
    var facetQuery = query
    facetQuery.facets = [attribute]
    facetQuery.setFilters(handSet: query.filters, tree: tree)
    facetQuery.page = 0
    facetQuery.hitsPerPage = 0
    facetQuery.analytics = false
    facetQuery.clickAnalytics = false
    facetQuery.attributesToRetrieve = []
    facetQuery.attributesToHighlight = []
    return IndexedQuery(indexName: indexName, query: facetQuery)
  }

  /// The facet and filter groups of each hierarchical query, group by group (by name).
  private static func hierarchicalQueries(
    _ snapshot: FilterStateSnapshot
  ) -> [(attribute: String, tree: FilterTree?)] {
    var result: [(attribute: String, tree: FilterTree?)] = []
    for groupID in snapshot.groupIDs {
      guard case .hierarchical(let name) = groupID else { continue }
      let attributes = snapshot.hierarchicalAttributes(forGroupWithName: name)
      let path = snapshot.hierarchicalFilters(forGroupWithName: name)
      guard !path.isEmpty, !attributes.isEmpty else { continue }
      let count =
        path.count == attributes.count ? attributes.count : min(path.count + 1, attributes.count)
      let withoutSelection = snapshot.filterTree { id, _ in id == groupID }
      for level in 0..<count {
        var tree = withoutSelection
        if level > 0 {
          var parent = FilterStateSnapshot()
          _ = parent.add(.facet(path[level - 1]), toGroupWithID: .and(name: name))
          if let parentTree = parent.filterTree {
            tree = tree.map { $0.and(parentTree) } ?? parentTree
          }
        }
        result.append((attributes[level], tree))
      }
    }
    return result
  }
}
