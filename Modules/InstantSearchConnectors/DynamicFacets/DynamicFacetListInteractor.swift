import InstantSearchCore

/// The logic of a dynamic facet list: which facet attributes to show, in which order, with
/// their values in order, as the response's `renderingContent.facetOrdering` says (from the
/// index's settings or a rule), and the values selected in each.
///
/// A click (``toggleSelection(ofFacetValue:for:)``) computes the new selections and fires
/// ``onSelectionsComputed``; the filter state connection writes them, and the filter state in
/// turn sets ``selections``. Without a filter state, set ``selections`` yourself. Main actor
/// only.
@MainActor
public final class DynamicFacetListInteractor {
  /// The attributes to show with their values, in display order, from the last response.
  public var orderedFacets: [AttributedFacets] {
    didSet { if orderedFacets != oldValue { onFacetOrderChanged.fire(orderedFacets) } }
  }

  /// The selected values, by attribute (an attribute with nothing selected has no entry).
  public var selections: [String: Set<String>] {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }

  /// How many values can be selected at once, by attribute; an attribute not listed takes
  /// one value at a time (`.single`), as in InstantSearch iOS.
  public let selectionModeForAttribute: [String: FacetListInteractor.SelectionMode]

  /// Fires ``orderedFacets`` whenever they change; keeps the last value.
  public let onFacetOrderChanged = Observer<[AttributedFacets]>()

  /// Fires ``selections`` whenever they change; keeps the last value.
  public let onSelectionsChanged = Observer<[String: Set<String>]>()

  /// Fires the selections a click asks for (every attribute's), before anything is selected.
  public let onSelectionsComputed = Observer<[String: Set<String>]>(retainLastData: false)

  /// Creates a dynamic facet list.
  ///
  /// - Parameters:
  ///   - orderedFacets: the initial attributes and values.
  ///   - selections: the initial selections.
  ///   - selectionModeForAttribute: one value or several, by attribute (`.single` otherwise).
  public init(
    orderedFacets: [AttributedFacets] = [],
    selections: [String: Set<String>] = [:],
    selectionModeForAttribute: [String: FacetListInteractor.SelectionMode] = [:]
  ) {
    self.orderedFacets = orderedFacets
    self.selections = selections
    self.selectionModeForAttribute = selectionModeForAttribute
    onFacetOrderChanged.fire(orderedFacets)
    onSelectionsChanged.fire(selections)
  }

  /// How many values of `attribute` can be selected at once.
  ///
  /// - Parameter attribute: a facet attribute.
  /// - Returns: its mode, `.single` unless ``selectionModeForAttribute`` says otherwise.
  public func selectionMode(for attribute: String) -> FacetListInteractor.SelectionMode {
    selectionModeForAttribute[attribute] ?? .single
  }

  /// Whether `value` of `attribute` is selected.
  ///
  /// - Parameters:
  ///   - value: a facet value.
  ///   - attribute: its attribute.
  /// - Returns: whether it is in ``selections``.
  public func isSelected(facetValue value: String, for attribute: String) -> Bool {
    selections[attribute]?.contains(value) ?? false
  }

  /// Reports a click on `value` of `attribute`: toggles it (with several values allowed) or
  /// makes it the only one (or none, if it was the one), and fires ``onSelectionsComputed``
  /// with the selections of every attribute.
  ///
  /// - Parameters:
  ///   - value: the clicked value.
  ///   - attribute: its attribute.
  public func toggleSelection(ofFacetValue value: String, for attribute: String) {
    let current = selections[attribute] ?? []
    let updated: Set<String>
    switch selectionMode(for: attribute) {
    case .multiple: updated = current.symmetricDifference([value])
    case .single: updated = current.contains(value) ? [] : [value]
    }
    var computed = selections
    computed[attribute] = updated.isEmpty ? nil : updated
    onSelectionsComputed.fire(computed)
  }
}
