import InstantSearchCore

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
  let customRanks: IndexArray<UInt32>
  /// How many distinct custom ranks there are.
  let customRankCount: Int
  /// The records in the order an empty query returns them.
  let browseOrder: IndexArray<UInt32>
  /// The synonyms of this name, replaced whole by `LocalClient.setSynonyms`; each search reads
  /// them once.
  let synonyms = Locked(SynonymTable.empty)

  init(
    name: String, settings: IndexSettings, data: IndexData, primary: String?, isVirtual: Bool,
    primaryRanking: [IndexSettings.Criterion]?,
    customCache: inout [String: (IndexArray<UInt32>, Int)]
  ) {
    self.name = name
    self.settings = settings
    self.data = data
    self.primary = primary
    self.isVirtual = isVirtual
    ranking = isVirtual ? (primaryRanking ?? settings.ranking) : settings.ranking
    let count = data.count

    // Views with the same custom ranking (a primary and its standard replicas, often) share it.
    let cacheKey = "\(settings.customRanking)"
    let (custom, customCount) =
      customCache[cacheKey]
      ?? Self.denseRanks(
        columns: settings.customRanking.compactMap { Self.rankColumn($0, data) }, count: count)
    customCache[cacheKey] = (custom, customCount)
    customRanks = custom
    customRankCount = customCount

    // An empty query: every textual criterion ties, so the sort criteria and the custom rank
    // decide (for a virtual replica: its own custom ranking).
    let sortColumns: [IndexArray<UInt32>] =
      (isVirtual ? [] : ranking).compactMap { Self.rankColumn($0, data) } + [custom]
    let browse = Self.order(columns: sortColumns, count: count)
    browseOrder = IndexArray(browse)
  }

  /// A view from its parts, as a snapshot stores them (`Snapshot/`): nothing is computed.
  init(
    name: String, settings: IndexSettings, data: IndexData, primary: String?, isVirtual: Bool,
    ranking: [IndexSettings.Criterion], customRanks: IndexArray<UInt32>, customRankCount: Int,
    browseOrder: IndexArray<UInt32>
  ) {
    self.name = name
    self.settings = settings
    self.data = data
    self.primary = primary
    self.isVirtual = isVirtual
    self.ranking = ranking
    self.customRanks = customRanks
    self.customRankCount = customRankCount
    self.browseOrder = browseOrder
  }

  /// The records sorted by the columns (ranks, `UInt32.max` last), then by record number.
  static func order(columns: [IndexArray<UInt32>], count: Int) -> [UInt32] {
    var keys = [UInt128](repeating: 0, count: count)
    var used = 0
    keys.withUnsafeMutableBufferPointer { keys in
      for column in columns.prefix(2) {
        used += 1
        column.withUnsafeBufferPointer { column in
          for index in 0..<count { keys[index] = keys[index] << 33 | UInt128(column[index]) }
        }
      }
      for index in 0..<count { keys[index] = keys[index] << 32 | UInt128(index) }
    }
    if columns.count <= 2 {
      keys.sort()
      return keys.map { UInt32(truncatingIfNeeded: $0) }
    }
    // More than two columns: compare them in turn.
    return (0..<count).map { UInt32($0) }.sorted { a, b in
      for column in columns where column[Int(a)] != column[Int(b)] {
        return column[Int(a)] < column[Int(b)]
      }
      return a < b
    }
  }

  /// Dense ranks of the records by the columns together (0 for all when there is no column).
  static func denseRanks(columns: [IndexArray<UInt32>], count: Int) -> (IndexArray<UInt32>, Int) {
    guard !columns.isEmpty else { return (IndexArray([UInt32](repeating: 0, count: count)), 1) }
    if columns.count == 1 {
      let column = columns[0]
      let distinct = (column.filter { $0 != .max }.max()).map { Int($0) + 2 } ?? 1
      return (IndexArray(column.map { $0 == .max ? UInt32(distinct - 1) : $0 }), distinct)
    }
    let order = order(columns: columns, count: count)
    var ranks = [UInt32](repeating: 0, count: count)
    var rank: UInt32 = 0
    for (position, record) in order.enumerated() {
      if position > 0 {
        let previous = Int(order[position - 1])
        if columns.contains(where: { $0[previous] != $0[Int(record)] }) { rank += 1 }
      }
      ranks[Int(record)] = rank
    }
    return (IndexArray(ranks), Int(rank) + 1)
  }

  /// The per-record ranks of a sort criterion (descending ones reversed, missing values last).
  static func rankColumn(_ criterion: IndexSettings.Criterion, _ data: IndexData)
    -> IndexArray<UInt32>?
  {
    switch criterion {
    case .ascending(let attribute):
      return data.sortRanks[attribute]?.ranks
    case .descending(let attribute):
      guard let (ranks, distinct) = data.sortRanks[attribute] else { return nil }
      let top = UInt32(max(distinct - 1, 0))
      return IndexArray(ranks.map { $0 == .max ? .max : top - $0 })
    default:
      return nil
    }
  }

  /// About how many bytes this view's browse order holds (the shared records and the custom
  /// ranks, possibly shared, are not counted).
  var byteCount: Int {
    browseOrder.byteCount
  }
}
