import InstantSearchCore

/// `plugins`: the loaded plugins, the controllers they offer, and the controllers in use.
public struct PluginsCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "plugins"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "plugins"
  /// Printed beside the usage in the `help` list.
  public static let summary = "list the loaded plugins and the controllers they offer"

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
    let style = session.configuration.style
    let loaded = session.plugins.plugins
    var lines: [String] = []
    if loaded.isEmpty {
      lines.append(style.dim("no plugins loaded (plugin load PATH)"))
    }
    for plugin in loaded {
      lines.append("\(style.bold(plugin.id)) \(plugin.version): \(plugin.name)")
      for controller in plugin.controllers {
        lines.append("  \(controller.qualifiedID) (\(controller.kind)): \(controller.name)")
      }
    }
    let sortID = session.stack?.sortController.id ?? session.sortControllerID
    lines.append("in use: sortby \(sortID), clear \(session.clearController.id)")
    let json: JSONObject = [
      "plugins": .array(
        loaded.map { plugin in
          .object([
            "id": .string(plugin.id), "name": .string(plugin.name),
            "version": .string(plugin.version), "path": .string(plugin.path),
            "controllers": .array(
              plugin.controllers.map { .string("\($0.qualifiedID) (\($0.kind))") }),
          ])
        })
    ]
    return Report(lines: lines, json: json)
  }
}
