import InstantSearchCore
import InstantSearchLocal

extension Session {
  /// Sets the hit columns of `stack`: those picked with `columns`, else the attribute the
  /// index searched now sorts by (`price` after `sort shop_price_asc`), else none.
  func applyColumns(_ stack: SearchStack) {
    let indexName = stack.searcher.indexName
    stack.hits.columns =
      stack.chosenColumns
      ?? Self.sortAttribute(
        of: indexName, in: stack.searcher.service,
        isReplica: !stack.primaries.contains(indexName)
      ).map { [$0] } ?? []
  }

  /// The attribute an index sorts by: the first `asc(…)` or `desc(…)` of its `ranking` (a
  /// standard replica) or, for a replica, of its `customRanking` (a virtual one).
  /// - Parameters:
  ///   - indexName: The index.
  ///   - service: Its service; only the local engine shows its settings here.
  ///   - isReplica: Whether the index is a replica (a primary's custom ranking is a tie-break,
  ///     not a sort order).
  /// - Returns: The attribute, or `nil` when the settings are unknown or name none.
  static func sortAttribute(
    of indexName: String, in service: any SearchService, isReplica: Bool
  ) -> String? {
    guard let local = service as? LocalClient,
      let settings = try? local.settings(indexName: indexName)
    else { return nil }
    let keys = isReplica ? ["ranking", "customRanking"] : ["ranking"]
    for key in keys {
      for entry in settings[key]?.arrayValue ?? [] {
        guard let text = entry.stringValue, text.hasSuffix(")") else { continue }
        for prefix in ["asc(", "desc("] where text.hasPrefix(prefix) {
          return String(text.dropFirst(prefix.count).dropLast())
        }
      }
    }
    return nil
  }
}
