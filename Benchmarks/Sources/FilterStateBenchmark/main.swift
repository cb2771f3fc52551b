// The FilterState scenario of PERFORMANCE.md: N filters over G groups (G = 5 and G = N/10);
// filter k goes to group k mod G; the group's kind by its index mod 5: or-facet, and (mixed
// facet string/number/bool, comparison, range, tag, some negated), or-facet, or-tag,
// or-numeric. All N filters are distinct. Times: build (one add at a time), the filters string,
// contains (hit), removeAll(fromGroupWithIDs:) over all groups; medians of several runs.
//
// The anchor, measured in the same run, is the reference's way of sorting a group: every
// comparison renders both filters again, escaping with `replacingOccurrences` (a model of the
// algorithm PERFORMANCE.md describes, over the same filters, not the reference's code).

import BenchmarkSupport
import Foundation
import InstantSearchCore

/// The group of filter `k` and the filter itself.
func scenarioFilter(_ k: Int, groups: Int) -> (FilterGroup.ID, Filter) {
  let g = k % groups
  let name = "group\(g)"
  switch g % 5 {
  case 0, 2:
    return (
      .or(name: name, filterType: .facet),
      .facet(Filter.Facet(attribute: "attr\(g)", stringValue: "value \(k)"))
    )
  case 1:
    let negated = k % 7 == 0
    let filter: Filter
    switch (k / groups) % 6 {
    case 0:
      filter = .facet(
        Filter.Facet(attribute: "brand", stringValue: "brand \(k)", isNegated: negated))
    case 1:
      filter = .facet(
        Filter.Facet(attribute: "size", doubleValue: Double(k) / 4, isNegated: negated))
    case 2:
      filter = .facet(
        Filter.Facet(attribute: "flag\(k)", boolValue: k % 2 == 0, isNegated: negated))
    case 3:
      filter = .numeric(
        Filter.Numeric(
          attribute: "price", operator: .lessThan, value: Double(k), isNegated: negated))
    case 4:
      filter = .numeric(
        Filter.Numeric(
          attribute: "rating", range: Double(k)...Double(k + 5), isNegated: negated))
    default:
      filter = .tag(Filter.Tag(value: "tag \(k)", isNegated: negated))
    }
    return (.and(name: name), filter)
  case 3:
    return (.or(name: name, filterType: .tag), .tag(Filter.Tag(value: "tag \(k)")))
  default:
    return (
      .or(name: name, filterType: .numeric),
      .numeric(Filter.Numeric(attribute: "num\(g)", operator: .greaterThan, value: Double(k)))
    )
  }
}

/// The reference's rendering of one filter: Swift's default `Double` text, attributes raw,
/// values escaped with `replacingOccurrences`.
func anchorRender(_ filter: Filter) -> String {
  func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
  let not = filter.isNegated ? "NOT " : ""
  switch filter {
  case .facet(let facet):
    let value: String
    switch facet.value {
    case .string(let string): value = quoted(string)
    case .number(let number): value = "\(number)"
    case .bool(let bool): value = "\(bool)"
    }
    let score = facet.score.map { "<score=\($0)>" } ?? ""
    return not + "\"\(facet.attribute)\":" + value + score
  case .numeric(let numeric):
    switch numeric.value {
    case .comparison(let op, let number):
      return not + "\"\(numeric.attribute)\" \(op.rawValue) \(number)"
    case .range(let range):
      return not + "\"\(numeric.attribute)\":\(range.lowerBound) TO \(range.upperBound)"
    }
  case .tag(let tag):
    return not + "\"_tags\":" + quoted(tag.value)
  }
}

/// The reference's way: sort groups by name, and each group's filters by comparing freshly
/// rendered strings on every comparison.
func anchorFiltersString(_ groups: [(FilterGroup.ID, [Filter])]) -> String? {
  let sorted = groups.sorted { $0.0.name < $1.0.name }
  let parts = sorted.compactMap { id, filters -> String? in
    guard !filters.isEmpty else { return nil }
    let ordered = filters.sorted { anchorRender($0) < anchorRender($1) }
    let separator = id.isDisjunctive ? " OR " : " AND "
    return "( " + ordered.map(anchorRender).joined(separator: separator) + " )"
  }
  return parts.isEmpty ? nil : parts.joined(separator: " AND ")
}

@MainActor
func build(_ filters: [(FilterGroup.ID, Filter)]) -> FilterState {
  let state = FilterState()
  for (id, filter) in filters { state.add(filter, toGroupWithID: id) }
  return state
}

@MainActor
func run() {
  var table = Table(columns: [
    "N", "G", "build, per add", "filters string", "string per filter", "contains (hit)",
    "removeAll(fromGroupWithIDs:) all", "anchor string", "anchor / ours",
  ])
  var checks: [String] = []
  for n in [10, 100, 1000, 10_000] {
    for g in [5, max(n / 10, 1)] {
      let filters = (0..<n).map { scenarioFilter($0, groups: g) }
      let runs = n >= 10_000 ? 7 : 15
      let buildTiming = measure(runs: runs, operationsPerRun: n) { build(filters) }
      let state = build(filters)
      let text = state.filtersString
      let repeats = max(1, 20_000 / n)
      let stringTiming = measure(runs: runs, operationsPerRun: repeats) {
        var last: String?
        for _ in 0..<repeats { last = state.filtersString }
        return last
      }
      var rng = SystemRandomNumberGenerator()
      let probes = (0..<1000).map { _ in filters[Int.random(in: 0..<n, using: &rng)] }
      let containsTiming = measure(runs: runs, operationsPerRun: probes.count) {
        var hits = 0
        for (id, filter) in probes where state.contains(filter, inGroupWithID: id) { hits += 1 }
        precondition(hits == probes.count)
        return hits
      }
      let ids = state.groupIDs
      var removeSamples: [Double] = []
      for _ in 0..<runs {
        let fresh = build(filters)
        let start = nowNanoseconds()
        fresh.removeAll(fromGroupWithIDs: ids)
        let end = nowNanoseconds()
        precondition(fresh.filtersString == nil)
        removeSamples.append(Double(end - start))
      }
      let removeTiming = Timing(samples: removeSamples)
      let grouped = ids.map { ($0, state.getFilters(forGroupWithID: $0)) }
      let anchorRuns = n >= 10_000 ? 3 : 7
      let anchorTiming = measure(runs: anchorRuns) { anchorFiltersString(grouped) }
      if text == nil || anchorFiltersString(grouped) == nil {
        checks.append("no filters string at N=\(n) G=\(g)")
      }
      table.append([
        "\(n)", "\(g)", formatNanoseconds(buildTiming.median),
        formatNanoseconds(stringTiming.median),
        formatNanoseconds(stringTiming.median / Double(n)),
        formatNanoseconds(containsTiming.median), formatNanoseconds(removeTiming.median),
        formatNanoseconds(anchorTiming.median),
        formatRatio(anchorTiming.median, stringTiming.median),
      ])
    }
  }
  print(table.markdown)
  for check in checks { print("note: \(check)") }
}

run()
