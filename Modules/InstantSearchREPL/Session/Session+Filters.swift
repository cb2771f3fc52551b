import InstantSearchConnectors
import InstantSearchCore

extension Session {
  /// `filter add|rm GROUP EXPR`: parses EXPR with the filters parser and adds it to (or
  /// removes it from) the group; the filter state's searcher connection searches.
  func changeFilter(adding: Bool, group: GroupArgument, _ expression: String, column: Int)
    async throws -> Report
  {
    let stack = try requireStack()
    let filter: Filter
    do {
      filter = try Filter(parsing: expression)
    } catch {
      throw SessionError(
        "filter: \(error.message) at col \(error.column + column - 1) in \"\(expression)\"")
    }
    let id = group.groupID
    guard id.accepts(filter) else {
      throw SessionError(
        "filter: group \(group) holds \(id.acceptedKind.map { "\($0)" } ?? "any") filters; "
          + "\(expression) is a \(filter.kind) filter")
    }
    let text = FilterGroupConverter().sql(filter)
    let response = try await SearchOutcome.wait(for: stack.searcher) {
      if adding {
        guard stack.filterState.add(filter, toGroupWithID: id) else {
          throw SessionError("filter: \(text) is already in \(group)")
        }
      } else {
        guard stack.filterState.remove(filter, fromGroupWithID: id) else {
          throw SessionError("filter: \(text) is not in \(group); filters lists them")
        }
      }
      stack.filterState.notifyChange()
    }
    var report = response == nil ? Report() : resultsReport(stack, hitsLimit: 5)
    report.lines.insert(
      "\(adding ? "added" : "removed") \(text) \(adding ? "to" : "from") \(group)", at: 0)
    return report
  }

  /// `filters`: the filters by group, as the Current Filters widget lists them, and the
  /// filters string sent with each search.
  func filters() throws -> Report {
    let stack = try requireStack()
    let converter = FilterGroupConverter()
    var groups: [(GroupArgument, [String])] = []
    for item in stack.currentFilters.items {
      let group = GroupArgument(item.id)
      let text = converter.sql(item.filter)
      if let last = groups.indices.last, groups[last].0 == group {
        groups[last].1.append(text)
      } else {
        groups.append((group, [text]))
      }
    }
    let string = stack.filterState.filtersString
    var lines: [String] = []
    if groups.isEmpty {
      lines.append(configuration.style.dim("no filters"))
    } else {
      let width = groups.map { $0.0.description.count }.max() ?? 0
      for (group, texts) in groups {
        let name = group.description
        let joiner = group.kind == .and || group.kind == .hierarchical ? " AND " : " OR "
        lines.append(
          configuration.style.accent(name) + String(repeating: " ", count: width - name.count + 2)
            + texts.joined(separator: joiner))
      }
    }
    lines.append("filters string: " + (string ?? configuration.style.dim("(none)")))
    let json: JSONObject = [
      "groups": .array(
        groups.map { group, texts in
          .object(["group": .string(group.description), "filters": .array(texts.map(JSON.string))])
        }),
      "filters": string.map(JSON.string) ?? .null,
    ]
    return Report(lines: lines, json: json)
  }

  /// `clear`, `clear GROUP...`, `clear --except GROUP...`: presses the Clear Filters
  /// controller of a connector for those groups.
  func clear(_ target: Command.ClearTarget) async throws -> Report {
    let stack = try requireStack()
    let ids: [FilterGroup.ID]?
    let mode: ClearMode
    switch target {
    case .all: (ids, mode) = (nil, .specified)
    case .groups(let groups): (ids, mode) = (groups.map(\.groupID), .specified)
    case .except(let groups): (ids, mode) = (groups.map(\.groupID), .except)
    }
    let controller = clearController
    let connector = FilterClearConnector(
      filterState: stack.filterState, clearMode: mode, filterGroupIDs: ids,
      controller: controller.controller)
    defer { connector.disconnect() }
    guard connector.interactor.canClear else {
      return Report(lines: ["nothing to clear"], json: ["cleared": false])
    }
    let before = stack.filterState.snapshot
    let response = try await SearchOutcome.wait(for: stack.searcher) { controller.press() }
    let cleared = stack.filterState.snapshot != before
    var report = response == nil ? Report() : resultsReport(stack, hitsLimit: 5)
    let remaining = stack.filterState.filtersString ?? "none"
    report.lines.insert(
      cleared ? "cleared; filters now: \(remaining)" : "not cleared", at: 0)
    report.json["cleared"] = .bool(cleared)
    return report
  }
}
