/// A controller for a search box: it shows the text and reports edits and submissions.
@MainActor
public protocol SearchBoxController: AnyObject {
  /// Set by the interactor: the controller calls it whenever the user edits the text.
  var onQueryChanged: ((String?) -> Void)? { get set }

  /// Set by the interactor: the controller calls it when the user submits the text.
  var onQuerySubmitted: ((String?) -> Void)? { get set }

  /// Called with the text to show when it changes from elsewhere.
  func setQuery(_ query: String?)
}
