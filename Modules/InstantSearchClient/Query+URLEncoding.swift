import InstantSearchCore

extension Query {
  /// The parameters as a URL-encoded string (`query=star&hitsPerPage=5`): strings as they are,
  /// other values as JSON text (`facets=%5B%22genre%22%5D`), every name and value encoded with
  /// the ASCII unreserved set.
  public var urlEncodedParameters: String {
    URLEncoding.parameters(json)
  }
}
