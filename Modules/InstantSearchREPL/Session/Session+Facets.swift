import InstantSearchCore

extension Session {
  /// `facets ATTRIBUTE`: the values of a facet with their counts and bars, as the Facet
  /// List widget presents them (selected values, in the `or:ATTRIBUTE` group, first).
  func facets(_ attribute: String, limit: Int) async throws -> Report {
    let stack = try requireStack()
    let list = stack.facetList(for: attribute)
    if list.view.items.isEmpty, stack.hits.response?.facets?[attribute] == nil {
      // The facet list asked the searcher for this facet; fetch its counts.
      _ = try await SearchOutcome.wait(for: stack.searcher) { stack.searcher.search() }
    }
    let items = list.view.items
    guard !items.isEmpty else {
      throw SessionError(
        "facets: no values for \"\(attribute)\" (is it in attributesForFaceting?)")
    }
    let values = items.prefix(limit).map { ($0.item.value, $0.item.count, $0.isSelected) }
    var lines = renderer.facetLines(attribute: attribute, values: values)
    if items.count > limit {
      lines.append(
        configuration.style.dim(
          "… \(items.count - limit) more values: facets \(attribute) \(items.count)"))
    }
    let json: JSONObject = [
      "attribute": .string(attribute),
      "values": .array(
        items.map {
          .object([
            "value": .string($0.item.value), "count": .number(Double($0.item.count)),
            "selected": .bool($0.isSelected),
          ])
        }),
    ]
    return Report(lines: lines, json: json)
  }
}
