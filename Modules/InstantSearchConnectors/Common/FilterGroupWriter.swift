import InstantSearchCore

/// An interactor that writes its filters to one group of a filter state (Toggle, Number Range,
/// Number, Filter List), the group its ``FilterGroupConnection`` uses when none is given.
@MainActor
public protocol FilterGroupWriter: AnyObject {
  /// The group the widget's filters go to by default (an AND group named after the attribute,
  /// for most).
  var defaultGroupID: FilterGroup.ID { get }
}
