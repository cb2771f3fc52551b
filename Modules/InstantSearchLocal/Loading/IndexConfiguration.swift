import InstantSearchCore

/// What an index holds besides its records and settings: its rules and synonyms, as loaded from
/// `NAME_rules.json`, `NAME_synonyms.json` or `NAME_configuration.json`.
///
/// Each index name has its own: a replica does not inherit its primary's (Algolia copies them
/// only when asked to, with `forwardToReplicas`).
struct IndexConfiguration: Sendable {
  /// The rules, in the order of the file.
  var rules: [Rule] = []
  /// The synonyms, in the order of the file.
  var synonyms: [Synonym] = []
}
