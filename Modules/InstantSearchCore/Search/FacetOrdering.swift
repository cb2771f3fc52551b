/// The order of facets a merchandiser chose: `renderingContent.facetOrdering` of a response,
/// from the index's settings or from a rule's consequence.
///
/// See https://www.algolia.com/doc/api-reference/api-parameters/renderingContent/: the
/// attributes to show, in order, and per attribute the values pinned first, the values hidden
/// and how the rest are sorted.
public struct FacetOrdering: Sendable, Hashable {
  /// The attributes to show, in order (`facets.order`); an attribute not listed is not shown.
  public var attributes: [String]
  /// How the values of an attribute are ordered (`values`), by attribute.
  public var values: [String: Values]

  /// Creates an ordering.
  ///
  /// - Parameters:
  ///   - attributes: the attributes to show, in order.
  ///   - values: how the values of an attribute are ordered, by attribute.
  public init(attributes: [String] = [], values: [String: Values] = [:]) {
    self.attributes = attributes
    self.values = values
  }

  /// Reads an ordering from its JSON, as `renderingContent.facetOrdering` holds it.
  ///
  /// - Parameters:
  ///   - json: the `facetOrdering` object.
  ///   - path: where it sits, for errors (`renderingContent.facetOrdering`).
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member of the wrong kind
  ///   (`renderingContent.facetOrdering.values.brand.sortRemainingBy: expected count, alpha or
  ///   hidden, found "size"`).
  public init(json: JSON, path: String) throws(SearchError) {
    let reader = try JSONFieldReader(json, path: path, fail: SearchResponse.decodingFailure)
    attributes = try reader.object("facets")?.strings("order") ?? []
    values = [:]
    if let valuesReader = try reader.object("values") {
      for (attribute, _) in valuesReader.object {
        guard let one = try valuesReader.object(attribute) else { continue }
        values[attribute] = try Values(reader: one)
      }
    }
  }
}
