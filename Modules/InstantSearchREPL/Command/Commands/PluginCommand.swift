import InstantSearchControllers
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
    guard context.arguments == ["load"] else { return context.firstArgument(["load"]) }
    return PathCompletion.complete(context.word, home: context.vocabulary.home) {
      $0.hasSuffix(".so")
    }
  }

  /// The start of the `use` line that shows a controller of `kind`, or `nil` when no widget of
  /// the REPL takes the kind.
  static func useLine(for kind: PluginControllerKind) -> String? {
    switch kind {
    case .segment: "sortby"
    case .clearFilters: "clear"
    default:
      PluginWidget.names.first { $0.kind == kind }.map {
        PluginWidget.attributed.contains($0.name) ? "\($0.name) ATTRIBUTE" : $0.name
      }
    }
  }

  /// Runs `probe` on `file` off the main actor (it waits for a child process).
  private static func probe(
    _ file: String, with probe: @escaping @Sendable (String) -> String?
  ) async -> String? {
    await Task.detached { probe(file) }.value
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let plugin: LoadedPlugin
    let expanded = PathArgument.expanded(path, environment: session.configuration.environment)
    // A plugin runs in this process: one whose constructor crashes would end the session, so
    // it is loaded in a child first, as `plugin check` does.
    if let probe = session.configuration.pluginProbe,
      let file = expanded.contains("/") ? expanded : session.plugins.searchPath.resolve(expanded),
      !session.plugins.plugins.contains(where: { $0.path == file }),
      let failure = await Self.probe(file, with: probe)
    {
      throw SessionError(
        "plugin: not loaded: \(TerminalText.escaped(failure)) (loaded in a child process first)")
    }
    do {
      plugin = try session.plugins.load(expanded)
    } catch {
      throw SessionError("plugin: \(error)")
    }
    var lines = ["loaded \(plugin.id) \(plugin.version): \(plugin.name)"]
    lines += plugin.controllers.map { controller in
      let use = Self.useLine(for: controller.kind).map { " — use \($0) \(controller.id)" } ?? ""
      return "  \(controller.qualifiedID) (\(controller.kind)): \(controller.name)\(use)"
    }
    return Report(
      lines: lines,
      json: [
        "plugin": .string(plugin.id),
        "controllers": .array(plugin.controllers.map { .string($0.qualifiedID) }),
      ])
  }
}
