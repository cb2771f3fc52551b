import InstantSearchCore

extension Session {
  /// `help [COMMAND]`: every command with its summary, or one command's usage.
  func help(_ name: String?) throws -> Report {
    let style = configuration.style
    if let name {
      guard let entry = CommandReference.entry(named: name) else {
        throw SessionError("help: unknown command \"\(name)\"; type help for the list")
      }
      return Report(
        lines: ["usage: " + style.bold(entry.usage), "  " + entry.summary]
          + entry.details.map { "  " + $0 },
        json: ["usage": .string(entry.usage), "summary": .string(entry.summary)])
    }
    let width = CommandReference.all.map(\.usage.count).max() ?? 0
    var lines = CommandReference.all.map { entry in
      style.bold(entry.usage)
        + String(repeating: " ", count: width - entry.usage.count + 2) + entry.summary
    }
    lines.append("A line that is not a command searches for its text. Tab completes.")
    let commands = CommandReference.all.map { entry -> JSON in
      .object(["usage": .string(entry.usage), "summary": .string(entry.summary)])
    }
    return Report(lines: lines, json: ["commands": .array(commands)])
  }
}
