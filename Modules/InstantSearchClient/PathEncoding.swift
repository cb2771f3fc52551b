import InstantSearchCore

/// The paths of the REST API: each segment percent-encoded by Core's ``URLEncoding``, so an
/// index or facet name with spaces, slashes, `*`, `&` or non-ASCII letters stays one segment.
enum PathEncoding {
  /// Encodes one path segment or query value: every byte of its UTF-8 outside the unreserved set
  /// becomes `%XX` (uppercase hex).
  /// - Parameter text: the raw segment.
  /// - Returns: the encoded segment.
  static func segment(_ text: String) -> String {
    URLEncoding.encode(text)
  }

  /// Joins segments into an absolute path, each segment encoded.
  /// - Parameter segments: the raw segments, as `["1", "indexes", "my index", "query"]`.
  /// - Returns: `/1/indexes/my%20index/query`.
  static func path(_ segments: [String]) -> String {
    segments.map { "/" + segment($0) }.joined()
  }
}
