import InstantSearchPluginHost
import LineEditor

/// `plugin load PATH`: loads a controller plugin (a shared library) and lists what it offers.
struct PluginCommand: SessionCommand {
  static let reference = CommandReference(
    "plugin", usage: "plugin load PATH",
    summary: "load a controller plugin (a shared library)")

  /// The shared library loaded.
  var path: String

}

extension PluginCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 2, words[0].text == "load" else {
      throw arguments.usage("expected load PATH", column: words.first?.column)
    }
    path = words[1].text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["load"] : [])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let plugin: LoadedPlugin
    do {
      plugin = try session.plugins.load(
        PathArgument.expanded(path, environment: session.configuration.environment))
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
}
