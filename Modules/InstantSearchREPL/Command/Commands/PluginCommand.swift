import InstantSearchPluginHost
import LineEditor

/// `plugin load PATH`: loads a controller plugin (a shared library) and lists what it offers.
public struct PluginCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "plugin"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "plugin load PATH"
  /// Printed beside the usage in the `help` list.
  public static let summary = "load a controller plugin (a shared library)"

  /// The shared library loaded.
  public var path: String

  /// Creates the command.
  /// - Parameter path: The shared library to load.
  public init(path: String) {
    self.path = path
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 2, words[0].text == "load" else {
      throw arguments.usage("expected load PATH", column: words.first?.column)
    }
    path = words[1].text
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["load"] : [])
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let plugin: LoadedPlugin
    do {
      plugin = try session.plugins.load(path)
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
