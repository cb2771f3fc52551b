import InstantSearchCore

/// The logic of a numeric range (a price slider): the range chosen and the bounds the values
/// can take, from the `facets_stats` of the last response.
///
/// The bounds are refreshed on every response (InstantSearch iOS issue #225: they went stale
/// after the first one) and come from the attribute's disjunctive facet query, which leaves
/// the attribute's own numeric filters out, so choosing a range does not shrink the slider.
/// ``applyRange(_:)`` does not change ``range`` itself: it fires ``onRangeComputed``, the
/// filter state connection writes one range filter, and the filter state's change sets
/// ``range``; a range is clamped to the bounds when they are known.
@MainActor
public final class NumberRangeInteractor: FilterStateConnectable, FilterGroupWriter, Boundable {
  /// The numeric attribute.
  public let attribute: String
  /// The group the range goes to by default: an AND group named after the attribute.
  public var defaultGroupID: FilterGroup.ID { .and(name: attribute) }
  /// The range chosen, as the filter state holds it; nil for none. Setting a different value
  /// fires ``onRangeChanged``.
  public var range: ClosedRange<Double>? {
    didSet { if range != oldValue { onRangeChanged.fire(range) } }
  }
  /// The smallest and largest values among the matching records; nil before a response or
  /// when it has no stats. Setting a different value fires ``onBoundsChanged``.
  public var bounds: ClosedRange<Double>? {
    didSet { if bounds != oldValue { onBoundsChanged.fire(bounds) } }
  }

  /// Fires the range whenever it changes; it fired the initial one at creation.
  public let onRangeChanged = Observer<ClosedRange<Double>?>()
  /// Fires the bounds whenever they change; they fired the initial ones at creation.
  public let onBoundsChanged = Observer<ClosedRange<Double>?>()
  /// Fires the range to write when the user chooses one (nil to remove it).
  public let onRangeComputed = Observer<ClosedRange<Double>?>(retainLastData: false)

  /// Creates a range on an attribute.
  /// - Parameter attribute: the numeric attribute.
  public init(attribute: String) {
    self.attribute = attribute
    onRangeChanged.fire(nil)
    onBoundsChanged.fire(nil)
  }

  /// Asks for a range (clamped to the bounds when known), or nil for none.
  /// - Parameter range: the range wanted.
  public func applyRange(_ range: ClosedRange<Double>?) {
    onRangeComputed.fire(range.map(clamped))
  }

  /// The range limited to the bounds (as it is when they are unknown or do not overlap).
  /// - Parameter range: a range.
  /// - Returns: the part of it within the bounds.
  public func clamped(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    guard let bounds, range.overlaps(bounds) else { return range }
    return range.clamped(to: bounds)
  }
}
