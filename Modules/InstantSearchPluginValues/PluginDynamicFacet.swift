/// One facet of a plugin dynamic-facets controller: an attribute and its values, in the order
/// the query rules give.
public struct PluginDynamicFacet: Sendable, Hashable {
  /// The facet attribute.
  public var attribute: String
  /// Its values, in display order.
  public var values: [PluginFacetValue]

  /// Creates a facet.
  public init(attribute: String, values: [PluginFacetValue]) {
    self.attribute = attribute
    self.values = values
  }
}
