/// What `help` says about a command, and the words that start its line.
public struct CommandReference: Sendable, Equatable {
  /// The word that starts the command's line (lower case).
  public var name: String

  /// Other words that start the same command (`exit` for `quit`).
  public var aliases: [String]

  /// How to call it (`facets ATTRIBUTE [N]`): printed by `help` and after each usage error.
  public var usage: String

  /// One line saying what it does, printed beside the usage in the `help` list.
  public var summary: String

  /// More lines, printed by `help NAME` under the usage.
  public var details: [String]

  /// Creates a reference.
  /// - Parameters:
  ///   - name: The word that starts the line.
  ///   - usage: How to call the command.
  ///   - summary: What it does, in one line.
  ///   - aliases: Other words that start it.
  ///   - details: More lines for `help NAME`.
  public init(
    _ name: String, usage: String, summary: String, aliases: [String] = [], details: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.details = details
  }
}
