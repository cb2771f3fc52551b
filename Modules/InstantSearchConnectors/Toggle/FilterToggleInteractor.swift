import InstantSearchCore

/// The logic of a toggle: one filter (a facet value such as `free_shipping:true`, a numeric
/// condition, a tag) switched on and off, with how many records it would keep.
///
/// ``toggle()`` does not change ``isSelected`` itself: it fires ``onToggled`` and the filter
/// state connection adds or removes the filter; the filter state's change then sets
/// ``isSelected``. So the toggle always shows what the filter state holds, whoever changed it
/// (a Clear Filters click included).
@MainActor
public final class FilterToggleInteractor: FilterStateConnectable, FilterGroupWriter {
  /// The filter switched.
  public let filter: Filter
  /// The group the filter goes to by default: an AND group named after its attribute.
  public var defaultGroupID: FilterGroup.ID { .and(name: filter.attribute) }
  /// Whether the filter is in the filter state. Setting a different value fires
  /// ``onSelectedChanged``.
  public var isSelected = false {
    didSet { if isSelected != oldValue { onSelectedChanged.fire(isSelected) } }
  }
  /// How many records have the facet value under the other filters (facet filters only; nil
  /// before a response or for other filters). Setting a different value fires
  /// ``onCountChanged``.
  public var count: Int? {
    didSet { if count != oldValue { onCountChanged.fire(count) } }
  }

  /// Fires the selection whenever it changes; it fired the initial one at creation.
  public let onSelectedChanged = Observer<Bool>()
  /// Fires the count whenever it changes; it fired the initial one at creation.
  public let onCountChanged = Observer<Int?>()
  /// Fires the selection wanted when the user toggles; the filter state connection applies it.
  public let onToggled = Observer<Bool>(retainLastData: false)

  /// Creates a toggle.
  /// - Parameter filter: the filter switched.
  public init(filter: Filter) {
    self.filter = filter
    onSelectedChanged.fire(false)
    onCountChanged.fire(nil)
  }

  /// Creates a toggle of a facet value, as `free_shipping:true`.
  /// - Parameters:
  ///   - attribute: the facet attribute.
  ///   - value: the value, as the facet counts name it (`"true"`).
  public convenience init(attribute: String, value: String) {
    self.init(filter: .facet(Filter.Facet(attribute: attribute, stringValue: value)))
  }

  /// Asks for the opposite of the current selection.
  public func toggle() {
    onToggled.fire(!isSelected)
  }
}
