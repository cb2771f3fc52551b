/// `next`: the next page of results, as `page next`.
struct NextCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "next", usage: "next", summary: "go to the next page of results")

  @MainActor func run(in session: Session) async throws -> Report {
    try await PageCommand(target: .next).run(in: session)
  }
}
