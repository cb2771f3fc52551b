import InstantSearchConnectors
import Observation

/// An observable model of a dynamic facet list, for views built on the Observation framework:
/// a view lists ``orderedFacets`` (one section per attribute), marks the values
/// ``isSelected(_:for:)`` says, and calls ``toggle(_:for:)`` when a value is tapped.
@MainActor
@Observable
public final class DynamicFacetListObservableController: DynamicFacetListController {
  /// The attributes and their values, in display order.
  public private(set) var orderedFacets: [AttributedFacets] = []

  /// The selected values, by attribute.
  public private(set) var selections: [String: Set<String>] = [:]

  /// Set by the interactor: called by ``toggle(_:for:)``.
  @ObservationIgnored public var didSelect: ((String, Facet) -> Void)?

  /// Creates an empty model.
  public init() {}

  /// Stores the facets.
  public func setOrderedFacets(_ orderedFacets: [AttributedFacets]) {
    if self.orderedFacets != orderedFacets { self.orderedFacets = orderedFacets }
  }

  /// Stores the selections.
  public func setSelections(_ selections: [String: Set<String>]) {
    if self.selections != selections { self.selections = selections }
  }

  /// Whether `facet` of `attribute` is selected.
  ///
  /// - Parameters:
  ///   - facet: a value shown.
  ///   - attribute: its attribute.
  /// - Returns: whether the selections hold it.
  public func isSelected(_ facet: Facet, for attribute: String) -> Bool {
    selections[attribute]?.contains(facet.value) ?? false
  }

  /// Taps a value: selects or deselects it.
  ///
  /// - Parameters:
  ///   - facet: the value.
  ///   - attribute: its attribute.
  public func toggle(_ facet: Facet, for attribute: String) {
    didSelect?(attribute, facet)
  }
}
