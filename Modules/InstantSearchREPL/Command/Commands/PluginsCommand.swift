import InstantSearchCore
import InstantSearchPluginHost

/// `plugins`: the loaded plugins, the controllers they offer, and the controllers in use.
struct PluginsCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "plugins", usage: "plugins",
    summary: "list the loaded plugins and the controllers they offer")

}

extension PluginsCommand {
  @MainActor func run(in session: Session) async throws -> Report {
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
    let views = session.pluginWidgets.inUse.map { "\($0.widget) \($0.controllerID)" }
    if !views.isEmpty { lines.append("plugin views: " + views.joined(separator: ", ")) }
    let kinds = PluginControllerKind.allCases.map(\.description)
    lines.append(style.dim("controller kinds this host takes: " + kinds.joined(separator: ", ")))
    let json: JSONObject = [
      "kinds": .array(kinds.map(JSON.string)),
      "plugins": .array(
        loaded.map { plugin in
          .object([
            "id": .string(plugin.id), "name": .string(plugin.name),
            "version": .string(plugin.version), "path": .string(plugin.path),
            "controllers": .array(
              plugin.controllers.map { .string("\($0.qualifiedID) (\($0.kind))") }),
          ])
        }),
    ]
    return Report(lines: lines, json: json)
  }
}
