import InstantSearchCore

/// `convert N`: a conversion (a purchase, an add to cart) of the N-th hit shown, sent as an
/// Insights event with the search's query ID, through the Hits Tracker.
struct ConvertCommand: HitEventCommand {
  static let reference = CommandReference(
    "convert", usage: "convert N",
    summary: "send an Insights conversion of hit N, with the query ID",
    details: ["N is the hit's number in the hits table; the event goes where click sends."])

  static let kind = InsightsEvent.Kind.conversion

  /// The hit's number, from 1 across pages.
  var position = 1
}
