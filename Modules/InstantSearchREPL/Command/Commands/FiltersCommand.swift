import InstantSearchCore

/// `filters`: the filters by group, as the Current Filters widget lists them, and the filters
/// string sent with each search.
public struct FiltersCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "filters"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "filters"
  /// Printed beside the usage in the `help` list.
  public static let summary = "show the filters by group, and the filters string sent"

  /// Creates the command.
  public init() {}

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    _ = try arguments.words(atMost: 0, "takes no arguments")
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let style = session.configuration.style
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
      lines.append(style.dim("no filters"))
    } else {
      let width = groups.map { $0.0.description.count }.max() ?? 0
      for (group, texts) in groups {
        let name = group.description
        let joiner = group.kind == .and || group.kind == .hierarchical ? " AND " : " OR "
        lines.append(
          style.accent(name) + String(repeating: " ", count: width - name.count + 2)
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
