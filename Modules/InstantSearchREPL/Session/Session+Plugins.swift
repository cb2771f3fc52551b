import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost

extension Session {
  /// `plugins`: the loaded plugins and their controllers.
  func listPlugins() -> Report {
    let loaded = plugins.plugins
    var lines: [String] = []
    if loaded.isEmpty {
      lines.append(configuration.style.dim("no plugins loaded (plugin load PATH)"))
    }
    for plugin in loaded {
      lines.append("\(configuration.style.bold(plugin.id)) \(plugin.version): \(plugin.name)")
      for controller in plugin.controllers {
        lines.append("  \(controller.qualifiedID) (\(controller.kind)): \(controller.name)")
      }
    }
    lines.append(
      "in use: sortby \(stack?.sortController.id ?? sortControllerID), clear \(clearController.id)")
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

  /// `plugin load PATH`: loads a plugin and lists its controllers.
  func loadPlugin(_ path: String) throws -> Report {
    let plugin: LoadedPlugin
    do {
      plugin = try plugins.load(path)
    } catch {
      throw SessionError("plugin: \(error)")
    }
    var lines = ["loaded \(plugin.id) \(plugin.version): \(plugin.name)"]
    lines += plugin.controllers.map {
      "  \($0.qualifiedID) (\($0.kind)): \($0.name) — use \($0.kind == .segment ? "sortby" : "clear") \($0.id)"
    }
    return Report(
      lines: lines,
      json: [
        "plugin": .string(plugin.id),
        "controllers": .array(plugin.controllers.map { .string($0.qualifiedID) }),
      ])
  }

  /// `use sortby|clear ID`: shows the widget through another controller.
  func use(_ widget: Command.WidgetName, controllerID: String) throws -> Report {
    switch widget {
    case .sortby:
      let controller: SortController
      if controllerID == "terminal" {
        controller = .terminal(
          TerminalSegmentController(terminal: configuration.terminal, title: "Sort by"))
      } else {
        do {
          controller = .plugin(
            try plugins.makeSegmentController(controllerID, terminal: configuration.terminal))
        } catch {
          throw SessionError("use: \(error)")
        }
      }
      sortControllerID = controller.id
      stack?.useSortController(controller)
      return Report(
        lines: ["sortby now shows through \(controller.id)"],
        json: ["widget": "sortby", "controller": .string(controller.id)])
    case .clear:
      if controllerID == "terminal" {
        clearController = .terminal(TerminalClearButtonController(terminal: configuration.terminal))
      } else {
        do {
          clearController = .plugin(
            try plugins.makeClearController(controllerID, terminal: configuration.terminal))
        } catch {
          throw SessionError("use: \(error)")
        }
      }
      return Report(
        lines: ["clear now shows through \(clearController.id)"],
        json: ["widget": "clear", "controller": .string(clearController.id)])
    }
  }
}
