import InstantSearchCore

/// `click N`: a click on the N-th hit shown (as the hits table numbers it, across pages),
/// sent as an Insights event with its position and the search's query ID, through the Hits
/// Tracker.
struct ClickCommand: HitEventCommand {
  static let reference = CommandReference(
    "click", usage: "click N",
    summary: "send an Insights click on hit N, with its position and the query ID",
    details: [
      "N is the hit's number in the hits table (page 2 of 20 starts at 21). The local engine",
      "logs the event; on Algolia it goes to the Insights API (the hosts of --host, if any).",
    ])

  static let kind = InsightsEvent.Kind.click

  /// The hit's number, from 1 across pages.
  var position = 1
}
