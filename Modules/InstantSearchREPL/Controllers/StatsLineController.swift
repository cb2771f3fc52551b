import InstantSearchConnectors

/// The session's stats view: it keeps the line the Stats widget presents.
@MainActor
final class StatsLineController: StatsController {
  /// The presented stats line, if any.
  private(set) var line: String?

  /// Keeps the presented line.
  func setItem(_ item: String?) {
    line = item
  }
}
