import InstantSearchCore

extension IndexChanges {
  /// The facet counts and stats over the segments' matches, as one index of all the records
  /// gives them: the counts of a value (by its normalized form) summed, values ordered by count
  /// then value (numbers as numbers when every value is one), stats summed in value order.
  static func facetCounts(
    _ requested: [String], of view: IndexView, segments: [Segment], outcomes: [SearchOutcome],
    maxValues: Int, sortBy: String
  ) -> (counts: JSONObject, stats: JSONObject) {
    var facets = JSONObject()
    var stats = JSONObject()
    for attribute in view.facetAttributes(requested)
    where attribute != "_tags" || requested.contains("_tags") {
      var values: [String: Int] = [:]
      var entries: [(display: String, number: Double?, count: Int)] = []
      var numeric = true
      var declared = false
      for (segment, outcome) in zip(segments, outcomes) {
        guard let column = segment.view.data.facets[attribute] else { continue }
        declared = true
        if column.valueCount > 0 && !column.isNumeric { numeric = false }
        let counts = IndexView.count(column, outcome.matching)
        for id in counts.indices where counts[id] > 0 {
          let display = column.display(id)
          let key = column.isNumeric ? display : column.key(display)
          if let known = values[key] {
            entries[known].count += counts[id]
          } else {
            values[key] = entries.count
            entries.append((display, column.numbers[id], counts[id]))
          }
        }
      }
      // Like the API, a facet with no value among the hits is left out.
      guard declared, !entries.isEmpty else { continue }
      if numeric { entries.sort { ($0.number ?? 0) < ($1.number ?? 0) } }
      func precedes(_ a: Int, _ b: Int) -> Bool {
        numeric
          ? (entries[a].number ?? 0) < (entries[b].number ?? 0)
          : entries[a].display.utf8.lexicographicallyPrecedes(entries[b].display.utf8)
      }
      let order =
        sortBy == "alpha"
        ? entries.indices.sorted(by: precedes)
        : entries.indices.sorted {
          entries[$0].count != entries[$1].count
            ? entries[$0].count > entries[$1].count : precedes($0, $1)
        }
      facets[attribute] = .object(
        JSONObject(
          order.prefix(maxValues).map { (entries[$0].display, .number(Double(entries[$0].count))) }
        ))
      stats[attribute] = IndexView.stats(
        entries.lazy.compactMap { entry in entry.number.map { ($0, entry.count) } })
    }
    return (facets, stats)
  }
}
