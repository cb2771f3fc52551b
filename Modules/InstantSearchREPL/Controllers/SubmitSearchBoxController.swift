import InstantSearchConnectors

/// The session's search box: a typed `search TEXT` line is submitted through it, as a search
/// field's return key would.
@MainActor
final class SubmitSearchBoxController: SearchBoxController {
  /// The text shown in the box.
  private(set) var query: String?

  /// Set by the interactor: called as the text changes.
  var onQueryChanged: ((String?) -> Void)?

  /// Set by the interactor: called when the text is submitted.
  var onQuerySubmitted: ((String?) -> Void)?

  /// Shows the searcher's text.
  func setQuery(_ query: String?) {
    self.query = query
  }

  /// Types `text` into the box and submits it.
  func submit(_ text: String) {
    query = text
    onQueryChanged?(text)
    onQuerySubmitted?(text)
  }
}
