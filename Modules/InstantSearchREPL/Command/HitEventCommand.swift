import InstantSearchCore

/// A command that sends one Insights event on the hit shown at a number (`click N`,
/// `convert N`): it reads the number and sends through the session's hits tracker, so a
/// conforming command writes only its reference and its kind.
protocol HitEventCommand: SessionCommand {
  /// The event the command sends.
  static var kind: InsightsEvent.Kind { get }
  /// The hit's number, from 1 across pages, as the hits table numbers it.
  var position: Int { get }
  /// A command on the hit numbered `position`.
  init(position: Int)
}

extension HitEventCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words(atMost: 1, "expected one hit number")
    guard let word = words.first else {
      throw arguments.usage("expected the number of a hit shown (from 1, as hits numbers them)")
    }
    self.init(position: try arguments.positiveNumber(word))
  }

  @MainActor func run(in session: Session) async throws -> Report {
    try await session.track(Self.kind, position: position)
  }
}
