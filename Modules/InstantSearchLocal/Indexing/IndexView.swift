/// One searchable index name over shared records: the primary or one of its replicas, with its
/// own settings and the ranking orders precomputed from them.
final class IndexView: Sendable {
  /// The index name.
  let name: String
  /// The settings of this name.
  let settings: IndexSettings
  /// The records and their indexes.
  let data: IndexData
  /// The primary's name, for a replica.
  let primary: String?
  /// Whether this is a virtual replica (relevant sort).
  let isVirtual: Bool
  /// The ranking formula used to rank textual matches (a virtual replica uses its primary's).
  let ranking: [IndexSettings.Criterion]
  /// Each record's dense rank by `customRanking` (the tie-breaker after textual criteria).
  let customRanks: [UInt32]
  /// How many distinct custom ranks there are.
  let customRankCount: Int
  /// The records in the order an empty query returns them.
  let browseOrder: [UInt32]
  /// The records' position in `browseOrder`.
  let browsePositions: [UInt32]

  init(
    name: String, settings: IndexSettings, data: IndexData, primary: String?, isVirtual: Bool,
    primaryRanking: [IndexSettings.Criterion]?
  ) {
    self.name = name
    self.settings = settings
    self.data = data
    self.primary = primary
    self.isVirtual = isVirtual
    ranking = isVirtual ? (primaryRanking ?? settings.ranking) : settings.ranking
    let count = data.count

    let customColumns = settings.customRanking.compactMap { Self.rankColumn($0, data) }
    var custom = [UInt32](repeating: 0, count: count)
    var customCount = 1
    if !customColumns.isEmpty {
      let order = (0..<count).sorted { Self.less($0, $1, customColumns) }
      var rank: UInt32 = 0
      for (position, record) in order.enumerated() {
        if position > 0, Self.less(order[position - 1], record, customColumns) { rank += 1 }
        custom[record] = rank
      }
      customCount = Int(rank) + 1
    }
    customRanks = custom
    customRankCount = customCount

    // An empty query: every textual criterion ties, so the sort criteria and the custom rank
    // decide (for a virtual replica: its own custom ranking).
    let sortColumns: [[UInt32]] =
      (isVirtual ? [] : ranking).compactMap { Self.rankColumn($0, data) } + [custom]
    let browse = (0..<count).map { UInt32($0) }.sorted { a, b in
      for column in sortColumns where column[Int(a)] != column[Int(b)] {
        return column[Int(a)] < column[Int(b)]
      }
      return a < b
    }
    browseOrder = browse
    var positions = [UInt32](repeating: 0, count: count)
    for (position, record) in browse.enumerated() { positions[Int(record)] = UInt32(position) }
    browsePositions = positions
  }

  /// The per-record ranks of a sort criterion (descending ones reversed, missing values last).
  static func rankColumn(_ criterion: IndexSettings.Criterion, _ data: IndexData) -> [UInt32]? {
    switch criterion {
    case .ascending(let attribute):
      return data.sortRanks[attribute]?.ranks
    case .descending(let attribute):
      guard let (ranks, distinct) = data.sortRanks[attribute] else { return nil }
      let top = UInt32(max(distinct - 1, 0))
      return ranks.map { $0 == .max ? .max : top - $0 }
    default:
      return nil
    }
  }

  private static func less(_ a: Int, _ b: Int, _ columns: [[UInt32]]) -> Bool {
    for column in columns where column[a] != column[b] { return column[a] < column[b] }
    return false
  }
}
