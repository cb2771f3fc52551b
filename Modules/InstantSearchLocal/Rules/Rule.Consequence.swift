import InstantSearchCore

extension Rule {
  /// What a rule does to a search: parameters, query edits, filters from the query's facet
  /// values, pinned and hidden records, and data for the response.
  public struct Consequence: Sendable, Equatable {
    /// A change to the query text.
    public enum QueryChange: Sendable, Equatable {
      /// The query becomes this text.
      case replace(String)
      /// Words are removed or replaced, in order.
      case edits([QueryEdit])
    }

    /// One edit of the query: the word `delete` is removed, or replaced by `insert`.
    public struct QueryEdit: Sendable, Equatable {
      /// The word (or words) to take out.
      public var delete: String
      /// What to put in its place; nil removes it.
      public var insert: String?

      /// Creates an edit.
      ///
      /// - Parameters:
      ///   - delete: the words to take out.
      ///   - insert: their replacement, or nil to remove them.
      public init(delete: String, insert: String? = nil) {
        self.delete = delete
        self.insert = insert
      }
    }

    /// A filter made from a facet value the pattern's `{facet:attribute}` matched.
    public struct FacetFilter: Sendable, Equatable {
      /// The placeholder's attribute.
      public var facet: String
      /// Whether several matched values are ORed (true) or ANDed.
      public var disjunctive: Bool
      /// The score of an optional filter.
      public var score: Int
      /// Whether the filter excludes the value instead.
      public var negative: Bool

      /// Creates an automatic facet filter.
      ///
      /// - Parameters:
      ///   - facet: the placeholder's attribute.
      ///   - disjunctive: OR several values.
      ///   - score: the optional filter's score.
      ///   - negative: exclude the value.
      public init(facet: String, disjunctive: Bool = false, score: Int = 1, negative: Bool = false)
      {
        self.facet = facet
        self.disjunctive = disjunctive
        self.score = score
        self.negative = negative
      }
    }

    /// Records pinned at a position (from 0): one, or several in a row.
    public struct Promotion: Sendable, Equatable {
      /// The records' objectIDs, in order.
      public var objectIDs: [String]
      /// The position of the first.
      public var position: Int

      /// Creates a promotion.
      ///
      /// - Parameters:
      ///   - objectIDs: the records, in order.
      ///   - position: where the first goes (0 is the first hit).
      public init(objectIDs: [String], position: Int) {
        self.objectIDs = objectIDs
        self.position = position
      }
    }

    /// Search parameters set by the rule (filters are ANDed with the request's; the others
    /// replace the request's), without `query` and the automatic filters.
    public var params: JSONObject
    /// The change to the query, if any.
    public var query: QueryChange?
    /// Filters from the facet values the pattern matched.
    public var automaticFacetFilters: [FacetFilter]
    /// Optional filters from the facet values the pattern matched.
    public var automaticOptionalFacetFilters: [FacetFilter]
    /// Pinned records.
    public var promote: [Promotion]
    /// Whether pinned records must pass the request's filters to be shown.
    public var filterPromotes: Bool
    /// Records never shown, by objectID.
    public var hide: [String]
    /// Data returned as is in the response's `userData`.
    public var userData: JSON?

    /// Creates a consequence.
    ///
    /// - Parameters:
    ///   - params: parameters to set.
    ///   - query: the change to the query.
    ///   - automaticFacetFilters: filters from matched facet values.
    ///   - automaticOptionalFacetFilters: optional filters from matched facet values.
    ///   - promote: pinned records.
    ///   - filterPromotes: whether pinned records must pass the filters.
    ///   - hide: hidden records.
    ///   - userData: data for the response.
    public init(
      params: JSONObject = [:], query: QueryChange? = nil,
      automaticFacetFilters: [FacetFilter] = [], automaticOptionalFacetFilters: [FacetFilter] = [],
      promote: [Promotion] = [], filterPromotes: Bool = false, hide: [String] = [],
      userData: JSON? = nil
    ) {
      self.params = params
      self.query = query
      self.automaticFacetFilters = automaticFacetFilters
      self.automaticOptionalFacetFilters = automaticOptionalFacetFilters
      self.promote = promote
      self.filterPromotes = filterPromotes
      self.hide = hide
      self.userData = userData
    }
  }
}
