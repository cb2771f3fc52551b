/// `quit` (or `exit`): ends the session; the loop stops before running it.
struct QuitCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "quit", usage: "quit",
    summary: "end the session (also exit, or Ctrl-D)", aliases: ["exit"])

}

extension QuitCommand {
  @MainActor func run(in session: Session) async throws -> Report {
    Report()
  }
}
