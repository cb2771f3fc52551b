import InstantSearchCore

/// What the rules that apply to one search change: its parameters, its filters, the records
/// pinned and hidden, and what the response reports.
struct RuleEffect: Sendable {
  /// The applied rules' objectIDs, highest precedence first (the response's `appliedRules`).
  var applied: [String] = []
  /// The request's parameters with the rules' set (`query` edited, others replaced).
  var parameters: JSONObject
  /// Filters strings the rules add, each ANDed with the request's filters.
  var filters: [String] = []
  /// Pinned records: each group's records in order, and the position of the first.
  var promoted: [(records: [UInt32], position: Int)] = []
  /// Whether pinned records must pass the request's filters.
  var filterPromotes = false
  /// Records never shown.
  var hidden: Set<UInt32> = []
  /// Each applied rule's `userData`, in order.
  var userData: [JSON] = []
  /// The `renderingContent` of the first applied rule that sets one.
  var renderingContent: JSON?

  /// Whether no rule applied.
  var isEmpty: Bool { applied.isEmpty }
}
