import InstantSearchCore

extension IndexChanges {
  /// The facet counts and stats over the segments' matches, as one index of all the records
  /// gives them: the counts of a value (by its normalized form) summed, values ordered by count
  /// then value (numbers as numbers when every value is one), stats summed in value order.
  ///
  /// Each segment tallies only the values its matches hold (``FacetTally``), and only the
  /// values shown are chosen and sorted (``IndexView/firstValues(_:sortBy:limit:inValueOrder:display:)``):
  /// a price facet of a value a record costs what the matches hold, not every value twice.
  static func facetCounts(
    _ requested: [String], of view: IndexView, segments: [Segment], outcomes: [SearchOutcome],
    maxValues: Int, sortBy: String
  ) -> [IndexView.FacetSummary] {
    var facets: [IndexView.FacetSummary] = []
    var counters = outcomes.map { FacetCounter($0.matching) }
    for attribute in view.facetAttributes(requested)
    where attribute != "_tags" || requested.contains("_tags") {
      var tallies: [(column: FacetColumn, tally: FacetTally)] = []
      var numeric = true
      for (index, segment) in zip(counters.indices, segments) {
        guard let column = segment.view.data.facets[attribute] else { continue }
        if column.valueCount > 0 && !column.isNumeric { numeric = false }
        tallies.append((column, counters[index].tally(column)))
      }
      let entries = numeric ? Self.numericEntries(tallies) : Self.textEntries(tallies)
      // Like the API, a facet with no value among the hits is left out.
      guard !entries.isEmpty else { continue }
      let order = IndexView.firstValues(
        entries.map(\.count), sortBy: sortBy, limit: maxValues, inValueOrder: numeric
      ) { entries[$0].display }
      facets.append(
        IndexView.FacetSummary(
          attribute: attribute, values: order.map { (entries[$0].display, entries[$0].count) },
          stats: IndexView.stats(
            entries.lazy.compactMap { entry in entry.number.map { ($0, entry.count) } })))
    }
    return facets
  }

  /// One value of a facet over the segments: its text (a number's is written when asked: a
  /// numeric facet shows a hundred of its values), its number, and how many matches hold it.
  struct FacetEntry {
    let text: String?
    let number: Double?
    var count: Int

    var display: String { text ?? JSONWriter.format(number ?? 0) }
  }

  /// The values of numeric columns, by number ascending; a number held in both segments once,
  /// its counts summed (equal numbers are written alike).
  private static func numericEntries(_ tallies: [(column: FacetColumn, tally: FacetTally)])
    -> [FacetEntry]
  {
    // Each segment's values are in number order (numeric value ids follow their numbers):
    // merged list by list, not sorted again.
    var held: [(number: Double, count: Int)] = []
    for (column, tally) in tallies {
      let next = zip(tally.ids, tally.counts).map { (column.numbers[$0] ?? 0, $1) }
      held = held.isEmpty ? next : Self.merged(held, next)
    }
    var entries: [FacetEntry] = []
    for (number, count) in held {
      if let last = entries.last, last.number == number {
        entries[entries.count - 1].count += count
      } else {
        entries.append(
          FacetEntry(text: nil, number: number, count: count))
      }
    }
    return entries
  }

  /// The values of columns that are not all numeric, in the order the segments hold them; a
  /// value held in both (by its normalized form) once, its counts summed, shown as first seen.
  private static func textEntries(_ tallies: [(column: FacetColumn, tally: FacetTally)])
    -> [FacetEntry]
  {
    var positions: [String: Int] = [:]
    var entries: [FacetEntry] = []
    for (column, tally) in tallies {
      for (id, count) in zip(tally.ids, tally.counts) {
        let display = column.display(id)
        let key = column.isNumeric ? display : column.key(display)
        if let known = positions[key] {
          entries[known].count += count
        } else {
          positions[key] = entries.count
          entries.append(FacetEntry(text: display, number: column.numbers[id], count: count))
        }
      }
    }
    return entries
  }

  /// Two lists of numbers ascending, merged into one ascending (the first's before the
  /// second's on a tie).
  private static func merged(
    _ first: [(number: Double, count: Int)], _ second: [(number: Double, count: Int)]
  ) -> [(number: Double, count: Int)] {
    var result: [(number: Double, count: Int)] = []
    result.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && !(second[j].number < first[i].number)) {
        result.append(first[i])
        i += 1
      } else {
        result.append(second[j])
        j += 1
      }
    }
    return result
  }
}
