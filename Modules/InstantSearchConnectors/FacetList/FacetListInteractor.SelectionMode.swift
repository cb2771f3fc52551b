extension FacetListInteractor {
  /// Whether one value or several can be selected at once.
  public enum SelectionMode: Sendable, Hashable {
    /// At most one value: selecting another replaces it.
    case single
    /// Any number of values: a click toggles one.
    case multiple
  }
}
