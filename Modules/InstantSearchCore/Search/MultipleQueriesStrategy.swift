/// How a multiple-queries call runs its queries.
public enum MultipleQueriesStrategy: String, Sendable, Hashable {
  /// Run every query.
  case none
  /// Run them in order and stop once one matched at least `hitsPerPage` records; the skipped
  /// ones answer with no hits.
  case stopIfEnoughMatches
}
