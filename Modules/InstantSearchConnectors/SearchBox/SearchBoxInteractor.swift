import InstantSearchCore

/// The logic of a search box: the query text, and its submission.
@MainActor
public final class SearchBoxInteractor {
  /// The query text. Setting a different value fires ``onQueryChanged``.
  public var query: String? {
    didSet { if query != oldValue { onQueryChanged.fire(query) } }
  }

  /// Fires the query text whenever it changes.
  public let onQueryChanged = Observer<String?>()

  /// Fires the query text when it is submitted (the return key), changed or not.
  public let onQuerySubmitted = Observer<String?>(retainLastData: false)

  /// Creates a search box.
  ///
  /// - Parameter query: the initial text.
  public init(query: String? = nil) {
    self.query = query
  }

  /// Submits the current text: fires ``onQuerySubmitted``.
  public func submitQuery() {
    onQuerySubmitted.fire(query)
  }
}
