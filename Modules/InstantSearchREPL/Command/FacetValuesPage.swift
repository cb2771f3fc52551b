import InstantSearchConnectors
import InstantSearchCore

/// The values `facets ATTRIBUTE [N]` shows, worked out once so that the text and the JSON say
/// the same thing: the values shown, how many of the response's values are left, and whether the
/// response was cut by `maxValuesPerFacet` (then the values left are a lower bound).
struct FacetValuesPage: Equatable {
  /// The facet attribute.
  var attribute: String

  /// The values shown, in display order (selected first), at most the number asked for.
  var shown: [SelectableItem<Facet>]

  /// How many values the response holds for the attribute.
  var total: Int

  /// The `maxValuesPerFacet` in effect when the response holds that many values (so more values
  /// may exist than it counts); `nil` when the response holds them all.
  var cap: Int?

  /// Takes the first `limit` of `items`, the values of the response.
  /// - Parameters:
  ///   - attribute: The facet attribute.
  ///   - items: Every value of the response, in display order.
  ///   - limit: The most values shown.
  ///   - maxValuesPerFacet: The most values a response holds per facet, for this search.
  init(
    attribute: String, items: [SelectableItem<Facet>], limit: Int, maxValuesPerFacet: Int
  ) {
    self.attribute = attribute
    shown = Array(items.prefix(limit))
    total = items.count
    // Selected values the response did not count are added by the presenter: only the
    // response's own values count towards the cap.
    let counted = items.filter { $0.item.count > 0 }.count
    cap = counted >= maxValuesPerFacet ? maxValuesPerFacet : nil
  }

  /// The values of the response not shown.
  var remaining: Int { total - shown.count }

  /// The line under the values, or `nil` when there is nothing to add: how many values are
  /// left and how to see them, or that the response stopped at `maxValuesPerFacet` and how to
  /// raise it.
  var note: String? {
    let raise =
      "maxValuesPerFacet (at most 1000) in the index's settings raises it"
      + " (NAME_settings.json in a folder)"
    switch (remaining, cap) {
    case (0, nil): return nil
    case (let left, nil):
      return "… \(left) more values: facets \(attribute) \(total)"
    case (0, let cap?):
      return "all \(total) values of the response: capped by maxValuesPerFacet (\(cap)); \(raise)"
    case (let left, let cap?):
      return "… \(left) more values in the response (facets \(attribute) \(total)), which is capped"
        + " by maxValuesPerFacet (\(cap)): there may be more; \(raise)"
    }
  }

  /// The JSON of the page: the attribute, the values shown with their counts and selection,
  /// `more` (the response's values not shown) and, when the response was cut,
  /// `maxValuesPerFacet`.
  var json: JSONObject {
    var object = Self.json(attribute, shown)
    object["more"] = .number(Double(remaining))
    object["maxValuesPerFacet"] = cap.map { .number(Double($0)) }
    return object
  }

  /// The JSON of values: the attribute and its values with counts and selection.
  static func json(_ attribute: String, _ items: [SelectableItem<Facet>]) -> JSONObject {
    [
      "attribute": .string(attribute),
      "values": .array(
        items.map {
          .object([
            "value": .string($0.item.value), "count": .number(Double($0.item.count)),
            "selected": .bool($0.isSelected),
          ])
        }),
    ]
  }
}
