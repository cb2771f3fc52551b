/// One row of a hierarchical menu, or one step of its breadcrumb: a facet value of one level,
/// its depth and whether it is on the selected path. Menu rows come in tree order (a selected
/// value is followed by its children). Made by ``HierarchicalPresenter`` and the breadcrumb
/// connection; a controller reads them.
public struct HierarchicalFacet: Sendable, Hashable {
  /// The value with its count; `value` is the full path (`Audio > Speaker`), as stored in the
  /// level's attribute and written to the filter.
  public let facet: Facet
  /// The depth, 0 for the top level; whether the value is on the selected path (the deepest
  /// selection or one of its parents).
  public let level: Int, isSelected: Bool
  /// The last component of the path (`Speaker`), the label a menu shows.
  public let label: String

  init(facet: Facet, level: Int, isSelected: Bool, separator: String) {
    (self.facet, self.level, self.isSelected) = (facet, level, isSelected)
    label = HierarchicalPresenter.label(of: facet.value, separator: separator)
  }
}
