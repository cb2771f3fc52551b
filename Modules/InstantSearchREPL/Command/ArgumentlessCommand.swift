/// A command that takes no arguments (`indices`, `quit`): it writes only `init()`, and any
/// word after its name is a usage error pointing at that word.
protocol ArgumentlessCommand: SessionCommand {
  /// Creates the command.
  init()
}

extension ArgumentlessCommand {
  /// Refuses any word after the name.
  init(parsing arguments: CommandArguments) throws(CommandError) {
    _ = try arguments.words(atMost: 0, "takes no arguments")
    self.init()
  }
}
