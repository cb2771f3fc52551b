/// One facet attribute with its values, in display order: an entry of a dynamic facet list.
public struct AttributedFacets: Sendable, Hashable {
  /// The faceted attribute.
  public var attribute: String
  /// Its values with their counts, in the order to show them.
  public var facets: [Facet]

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - attribute: the faceted attribute.
  ///   - facets: its values, in display order.
  public init(attribute: String, facets: [Facet]) {
    self.attribute = attribute
    self.facets = facets
  }
}
