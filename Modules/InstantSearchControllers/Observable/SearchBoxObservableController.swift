import InstantSearchConnectors
import Observation

/// An observable model of a search box, for views built on the Observation framework: a text
/// field binds to ``query`` (each edit reaches the interactor) and calls ``submit()`` on return.
@MainActor
@Observable
public final class SearchBoxObservableController: SearchBoxController {
  private var text = ""

  /// Set by the interactor: called on every edit of ``query``.
  @ObservationIgnored public var onQueryChanged: ((String?) -> Void)?

  /// Set by the interactor: called by ``submit()``.
  @ObservationIgnored public var onQuerySubmitted: ((String?) -> Void)?

  /// Creates an empty search box model.
  public init() {}

  /// The text; setting it is an edit, reported to the interactor.
  public var query: String {
    get { text }
    set {
      text = newValue
      onQueryChanged?(newValue)
    }
  }

  /// Submits the text, as the return key does.
  public func submit() {
    onQuerySubmitted?(text)
  }

  /// Shows a text set elsewhere, without reporting it back.
  public func setQuery(_ query: String?) {
    if text != (query ?? "") { text = query ?? "" }
  }
}
