import InstantSearchCore

extension FacetOrdering {
  /// Applies the ordering to a response's facet counts, as InstantSearch's dynamic widgets do:
  /// the attributes of ``FacetOrdering/attributes`` that the response has, in that order (an
  /// attribute not listed is left out); within each, the hidden values removed, the pinned
  /// values first in their order, then the others by count (highest first, ties by value) or
  /// alphabetically, or not at all (`hidden`).
  ///
  /// Unlike InstantSearch iOS, hidden values are removed from a one-value list too.
  /// Complexity: O(v log v) per attribute of v values.
  /// - Parameter facets: value counts per attribute (`SearchResponse.facets`).
  /// - Returns: the attributes to show, with their values in display order.
  public func order(_ facets: [String: [String: Int]]) -> [AttributedFacets] {
    var seen: Set<String> = []
    return attributes.compactMap { attribute in
      guard let counts = facets[attribute], seen.insert(attribute).inserted else { return nil }
      return AttributedFacets(
        attribute: attribute, facets: (values[attribute] ?? Values()).order(counts))
    }
  }
}

extension FacetOrdering.Values {
  /// The values of `counts` in display order: hidden ones removed, pinned ones first, the rest
  /// as ``sortRemainingBy`` says.
  func order(_ counts: [String: Int]) -> [Facet] {
    let hidden = Set(self.hidden)
    let available = counts.filter { !hidden.contains($0.key) }
    var pinnedSet: Set<String> = []
    let pinned = self.pinned.compactMap { value -> Facet? in
      guard let count = available[value], pinnedSet.insert(value).inserted else { return nil }
      return Facet(value: value, count: count)
    }
    let rest = available.filter { !pinnedSet.contains($0.key) }
    let tail: [Facet]
    switch sortRemainingBy {
    case .hidden:
      tail = []
    case .alpha:
      tail = rest.sorted { $0.key < $1.key }.map { Facet(value: $0.key, count: $0.value) }
    case .count:
      tail = rest.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { Facet(value: $0.key, count: $0.value) }
    }
    return pinned + tail
  }
}
