import InstantSearchCore

/// The Insights events of facet filters (iOS's `FilterTracker`): a click on a facet value, a
/// view of some, a conversion that came from one, each naming the filters (`brand:Apple`)
/// instead of records, and the index the searcher searches now.
///
/// Filters are written in the Insights API's `attribute:value` form: the value in quotes only
/// when it holds a space or a colon, `"` escaped, a negated filter's value after `-`
/// (`brand:-Sony`), numbers in their shortest exact form as in the filters string. Events go
/// through an ``Insights``, which fills in the user token, checks them and sends them. Main
/// actor only.
@MainActor
public final class FilterTracker {
  /// The name of the events sent without one of their own (`"Filter Clicked"`).
  public var eventName: String
  /// The searcher whose index the events name; held strongly.
  public let searcher: HitsSearcher
  /// The events API the events go to; held strongly.
  public let insights: Insights

  /// Creates a tracker.
  /// - Parameters:
  ///   - eventName: the default name of the events.
  ///   - searcher: the searcher whose index the events name.
  ///   - insights: the events API.
  public init(eventName: String, searcher: HitsSearcher, insights: Insights) {
    (self.eventName, self.searcher, self.insights) = (eventName, searcher, insights)
  }

  /// A facet filter as the Insights API's `filters` take it (`brand:"Dolce & Gabbana"`).
  public static func text(of filter: Filter.Facet) -> String {
    var value = filter.value.description.flatMap { $0 == "\"" ? ["\\", "\""] : [$0] }
      .map(String.init).joined()
    if value.contains(" ") || value.contains(":") { value = "\"\(value)\"" }
    return "\(filter.attribute):\(filter.isNegated ? "-" : "")\(value)"
  }

  /// The event of `kind` on `filters`, on the searcher's index, not yet checked nor sent.
  public func event(
    _ kind: InsightsEvent.Kind, for filters: [Filter.Facet], eventName: String? = nil
  ) -> InsightsEvent {
    InsightsEvent(
      kind: kind, eventName: eventName ?? self.eventName, indexName: searcher.indexName,
      userToken: insights.userToken, objectIDs: [], filters: filters.map(Self.text(of:)))
  }

  /// Sends a click on a facet value; the outcome reaches ``Insights/onSent`` or
  /// ``Insights/onError``.
  public func trackClick(for filter: Filter.Facet, eventName: String? = nil) {
    insights.send(event(.click, for: [filter], eventName: eventName))
  }

  /// Sends a view of facet values (1 to 10).
  public func trackView(for filters: [Filter.Facet], eventName: String? = nil) {
    insights.send(event(.view, for: filters, eventName: eventName))
  }

  /// Sends a conversion that came from a facet value.
  public func trackConversion(for filter: Filter.Facet, eventName: String? = nil) {
    insights.send(event(.conversion, for: [filter], eventName: eventName))
  }
}
