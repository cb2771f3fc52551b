import InstantSearchCore

/// `attributesToSnippet` and `snippetEllipsisText` of one search: the request's over the
/// index's settings.
struct SnippetOptions: SettingsOptions, Sendable {
  /// The attributes to snippet, in order (empty: no `_snippetResult`).
  var specs: [SnippetSpec] = []
  /// The text marking a cut (Algolia's default is "…").
  var ellipsis = "…"

  /// The parameter names read here.
  static let parameters: ParameterNames = ["attributesToSnippet", "snippetEllipsisText"]

  static var kept: KeyPath<IndexSettings, Self> { \.snippetOptions }

  /// The defaults, as settings and a request that set neither option give them.
  init() {}

  /// Reads the options.
  ///
  /// - Throws: `SearchError.http` 400 (or ``LocalLoadError`` for a setting) naming
  ///   `attributesToSnippet` when an entry is not `attribute` or `attribute:N`.
  init(reading reader: inout OptionReader) throws {
    specs = try (reader.strings("attributesToSnippet") ?? []).map { entry in
      guard let spec = SnippetSpec(entry) else {
        throw reader.bad(
          "attributesToSnippet", "entries like \"content\" or \"content:20\", found \"\(entry)\"")
      }
      return spec
    }
    ellipsis = try reader.string("snippetEllipsisText") ?? ellipsis
  }
}
