/// The reference of every command: its name, usage and what it does. `help`, completion and
/// the README all come from it.
public struct CommandReference: Sendable, Equatable {
  /// The command's name, as typed first on the line.
  public var name: String

  /// How to call it.
  public var usage: String

  /// One line saying what it does.
  public var summary: String

  /// The commands, in the order `help` lists them.
  public static let all: [CommandReference] = [
    .init("help", "help [COMMAND]", "list the commands, or show how to use one"),
    .init("search", "search TEXT", "search for TEXT (a line that is not a command does too)"),
    .init("hits", "hits [N]", "show the hits of the current page (at most N)"),
    .init("indices", "indices", "show the sort orders (indices), the selected one marked"),
    .init("sort", "sort [N|INDEX]", "sort by the Nth index or by INDEX; alone, choose from a list"),
    .init("facets", "facets ATTRIBUTE", "show the values of a facet with their counts"),
    .init(
      "filter", "filter add|rm GROUP EXPR",
      "add or remove one filter (EXPR, filters syntax) in GROUP: and:NAME, or:NAME, "
        + "or:NAME:numeric, or:NAME:tag, hierarchical:NAME"),
    .init("filters", "filters", "show the filters by group and the filters string sent"),
    .init(
      "clear", "clear [GROUP...] | clear --except GROUP...",
      "clear every filter, the filters of the groups given, or all but those"),
    .init("page", "page next|prev|N", "go to the next, previous or Nth page"),
    .init("plugins", "plugins", "list the loaded plugins and the controllers they offer"),
    .init("plugin", "plugin load PATH", "load a controller plugin (a shared library)"),
    .init(
      "use", "use sortby|clear CONTROLLER-ID",
      "show a widget through another controller (\"terminal\" is the built-in one)"),
    .init("open", "open PATH|demo", "search a records file, a dataset folder or the demo index"),
    .init(
      "connect", "connect algolia [--host URL]...",
      "search Algolia with ALGOLIA_APP_ID and ALGOLIA_API_KEY from the environment"),
    .init("quit", "quit", "end the session (also exit, or Ctrl-D)"),
  ]

  /// The names a line may start with, including aliases.
  public static let names: [String] = all.map(\.name) + ["exit"]

  /// The reference of `name` (`exit` is `quit`).
  /// - Parameter name: A command name.
  /// - Returns: Its reference, or `nil` when there is no such command.
  public static func entry(named name: String) -> CommandReference? {
    let name = name == "exit" ? "quit" : name
    return all.first { $0.name == name }
  }

  private init(_ name: String, _ usage: String, _ summary: String) {
    self.name = name
    self.usage = usage
    self.summary = summary
  }
}
