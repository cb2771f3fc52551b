/// `prev`: the previous page of results, as `page prev`.
struct PrevCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "prev", usage: "prev", summary: "go to the previous page of results")

  @MainActor func run(in session: Session) async throws -> Report {
    try await PageCommand(target: .previous).run(in: session)
  }
}
