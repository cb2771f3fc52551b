/// A controller for a dynamic facet list: it shows the attributes and their values in the
/// order given, with the selections, and reports a click on a value.
@MainActor
public protocol DynamicFacetListController: AnyObject {
  /// Called with the attributes to show and their values, in display order: on connection
  /// and after every response that changes them.
  func setOrderedFacets(_ orderedFacets: [AttributedFacets])

  /// Called with the selected values by attribute: on connection and whenever they change.
  func setSelections(_ selections: [String: Set<String>])

  /// Set while connected: the controller calls it with the attribute and the value the user
  /// clicked.
  var didSelect: ((_ attribute: String, _ facet: Facet) -> Void)? { get set }
}
