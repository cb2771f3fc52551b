extension SearchResponse {
  /// The `userData` of the rules that applied, in the order the service sent them (one
  /// element per rule); empty when no rule with custom data applied.
  public var userData: [JSON] {
    additional["userData"]?.arrayValue ?? []
  }

  /// The service's warnings (`message`): parameters it did not honour, for instance.
  public var message: String? {
    additional["message"]?.stringValue
  }

  /// The facet ordering of `renderingContent`, from the index's settings or a rule; nil when
  /// the response has none.
  ///
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member of the wrong kind.
  public func facetOrdering() throws(SearchError) -> FacetOrdering? {
    guard let content = additional["renderingContent"], !content.isNull else { return nil }
    let reader = try JSONFieldReader(
      content, path: "renderingContent", fail: SearchResponse.decodingFailure)
    guard let ordering = reader.value("facetOrdering"), !ordering.isNull else { return nil }
    return try FacetOrdering(json: ordering, path: reader.path(of: "facetOrdering"))
  }
}
