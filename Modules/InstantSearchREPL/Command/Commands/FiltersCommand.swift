import InstantSearchControllers
import InstantSearchCore

/// `filters`: the filters by group, as the Current Filters widget lists them, and the filters
/// string sent with each search.
struct FiltersCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "filters", usage: "filters",
    summary: "show the filters by group, and the filters string sent")

}

extension FiltersCommand {
  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let style = session.configuration.style
    let converter = FilterGroupConverter()
    var groups: [(GroupArgument, [String])] = []
    for item in stack.currentFilters.items {
      let group = GroupArgument(item.id)
      let text = TerminalText.escaped(converter.sql(item.filter))
      if let last = groups.indices.last, groups[last].0 == group {
        groups[last].1.append(text)
      } else {
        groups.append((group, [text]))
      }
    }
    let string = stack.filterState.filtersString.map { TerminalText.escaped($0) }
    var lines: [String] = []
    if groups.isEmpty {
      lines.append(style.dim("no filters"))
    } else {
      let width = groups.map { TerminalStyle.visibleWidth($0.0.description) }.max() ?? 0
      for (group, texts) in groups {
        let name = group.description
        let joiner = group.kind == .and || group.kind == .hierarchical ? " AND " : " OR "
        lines.append(
          style.accent(name)
            + String(repeating: " ", count: width - TerminalStyle.visibleWidth(name) + 2)
            + texts.joined(separator: joiner))
      }
    }
    lines.append("filters string: " + (string ?? style.dim("(none)")))
    let json: JSONObject = [
      "groups": .array(
        groups.map { group, texts in
          .object(["group": .string(group.description), "filters": .array(texts.map(JSON.string))])
        }),
      "filters": string.map(JSON.string) ?? .null,
    ]
    return Report(lines: lines, json: json)
  }
}
