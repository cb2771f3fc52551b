import InstantSearchCore

/// The logic of a facet list: the values of one attribute with their counts, and which of them
/// are selected.
///
/// A click (``computeSelections(selectingItemForKey:)``) computes the new selection and fires
/// ``onSelectionsComputed``; the filter state connection writes it to the filter state, which
/// in turn sets ``selections``. Without a filter state, ``selections`` is set directly.
@MainActor
public final class FacetListInteractor {
  /// The values with their counts, as the last response gave them.
  public var items: [Facet] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The values a facet search found (`brand` values starting with "sam"), shown instead of
  /// ``items`` while set; nil when no facet search is under way. Setting it fires
  /// ``onFacetSearchResultsChanged``.
  public var facetSearchResults: [Facet]? {
    didSet { onFacetSearchResultsChanged.fire(facetSearchResults) }
  }

  /// The selected values.
  public var selections: Set<String> {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }

  /// Whether one value or several can be selected at once.
  public let selectionMode: SelectionMode

  /// Fires the values on every assignment.
  public let onItemsChanged = Observer<[Facet]>()

  /// Fires the facet search's values on every assignment (nil when the search ends).
  public let onFacetSearchResultsChanged = Observer<[Facet]?>()

  /// Fires the selected values whenever they change.
  public let onSelectionsChanged = Observer<Set<String>>()

  /// Fires the selection a click asks for, before anything is selected.
  public let onSelectionsComputed = Observer<Set<String>>(retainLastData: false)

  /// Creates a facet list.
  ///
  /// - Parameters:
  ///   - facets: the initial values.
  ///   - selectionMode: one value or several (several by default).
  public init(facets: [Facet] = [], selectionMode: SelectionMode = .multiple) {
    self.items = facets
    self.selections = []
    self.selectionMode = selectionMode
  }

  /// The selection a click on `key` leads to: toggled in `.multiple` mode; in `.single` mode,
  /// the value alone, or nothing if it was the selected one.
  ///
  /// - Parameter key: the clicked value.
  /// - Returns: the new selection.
  public func selections(afterSelecting key: String) -> Set<String> {
    selectionMode.selections(selections, afterSelecting: key)
  }

  /// Reports a click on a value: computes the new selection and fires ``onSelectionsComputed``.
  ///
  /// - Parameter key: the clicked value.
  public func computeSelections(selectingItemForKey key: String) {
    onSelectionsComputed.fire(selections(afterSelecting: key))
  }

  /// The values paired with whether each is selected, in the order of ``items``; selected
  /// values absent from ``items`` are appended with a count of 0, so a selection never
  /// disappears from the list. While ``facetSearchResults`` is set, its values (and only them)
  /// with their selection.
  public var selectableItems: [SelectableItem<Facet>] {
    if let facetSearchResults {
      return facetSearchResults.map {
        SelectableItem(item: $0, isSelected: selections.contains($0.value))
      }
    }
    var result = items.map { SelectableItem(item: $0, isSelected: selections.contains($0.value)) }
    let listed = Set(items.map(\.value))
    for value in selections.subtracting(listed).sorted() {
      result.append(SelectableItem(item: Facet(value: value, count: 0), isSelected: true))
    }
    return result
  }
}
