extension FacetListInteractor {
  /// Whether one value or several can be selected at once (in a facet list, and in a filter
  /// list: ``FilterListInteractor/SelectionMode``).
  public enum SelectionMode: Sendable, Hashable {
    /// At most one value: selecting another replaces it.
    case single
    /// Any number of values: a click toggles one.
    case multiple

    /// The selection a click on `key` leads to: toggled in `.multiple` mode; in `.single`
    /// mode, the key alone, or nothing if it was the selected one.
    ///
    /// - Parameters:
    ///   - selections: the selection before the click.
    ///   - key: the clicked value.
    /// - Returns: the new selection.
    public func selections<Key: Hashable>(_ selections: Set<Key>, afterSelecting key: Key)
      -> Set<Key>
    {
      switch self {
      case .multiple: selections.symmetricDifference([key])
      case .single: selections.contains(key) ? [] : [key]
      }
    }
  }
}
