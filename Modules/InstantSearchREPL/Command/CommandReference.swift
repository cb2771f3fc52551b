/// The reference of every command: its name, usage and what it does. `help`, completion and
/// the README all come from it.
public struct CommandReference: Sendable, Equatable {
  /// The command's name, as typed first on the line.
  public var name: String

  /// How to call it.
  public var usage: String

  /// One line saying what it does.
  public var summary: String

  /// More lines, shown by `help COMMAND`.
  public var details: [String]

  /// The commands, in the order `help` lists them.
  public static let all: [CommandReference] = [
    .init("help", "help [COMMAND]", "list the commands, or show how to use one"),
    .init("search", "search TEXT", "search for TEXT (any line that is not a command does too)"),
    .init("hits", "hits [N]", "show the hits of the current page (at most N)"),
    .init("indices", "indices", "show the sort orders (indices), the selected one marked"),
    .init("sort", "sort [N|INDEX]", "sort by the Nth index or by INDEX; alone, pick from a list"),
    .init(
      "facets", "facets ATTRIBUTE [N]", "show a facet's values (15, or N) with counts and bars"),
    .init(
      "filter", "filter add|rm GROUP EXPR", "add or remove one filter in a group",
      details: [
        "GROUP is and:NAME, or:NAME (facets), or:NAME:numeric, or:NAME:tag or hierarchical:NAME;",
        "filters in an or: group are ORed, groups are ANDed. EXPR is one filter in the filters",
        "syntax: color:red, \"brand\":\"Dolce & Gabbana\", price > 10, price:10 TO 20,",
        "NOT brand:Apple, _tags:new.",
      ]),
    .init("filters", "filters", "show the filters by group, and the filters string sent"),
    .init(
      "clear", "clear [--except] [GROUP...]", "clear all filters, those of GROUPs, or all but those"
    ),
    .init("page", "page next|prev|N", "go to the next, previous or Nth page (from 1)"),
    .init("plugins", "plugins", "list the loaded plugins and the controllers they offer"),
    .init("plugin", "plugin load PATH", "load a controller plugin (a shared library)"),
    .init(
      "use", "use sortby|clear CONTROLLER-ID", "switch a widget's controller (terminal: built-in)"),
    .init("open", "open PATH|demo", "search a records file, a dataset folder or the demo index"),
    .init(
      "connect", "connect algolia [--host URL]...", "search Algolia (ALGOLIA_APP_ID/_API_KEY)",
      details: [
        "The application ID and API key are read from the environment only, never typed.",
        "Each --host adds a host to use instead of the default ones.",
      ]),
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

  private init(_ name: String, _ usage: String, _ summary: String, details: [String] = []) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.details = details
  }
}
