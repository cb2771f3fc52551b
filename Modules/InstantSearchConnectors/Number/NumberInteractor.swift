import InstantSearchCore

/// The logic of a number comparison (a stepper, a field: `price >= 100`): one operator, the
/// number chosen, the bounds the number can take (from the `facets_stats` of the last
/// response) and a step for ``increment()`` and ``decrement()``.
///
/// Nothing here changes ``number`` itself: ``computeNumber(_:)`` and the steps fire
/// ``onNumberComputed`` with the number coerced into the bounds (when known), the filter state
/// connection writes one comparison filter, and the filter state's change sets ``number``, so
/// the widget always shows what the filter state holds. The bounds come from the attribute's
/// disjunctive facet query, which leaves the attribute's own numeric filters out, and are
/// refreshed on every response; unlike InstantSearch iOS, a refresh does not move a number
/// already chosen (iOS read the bounds once, then coerced the number into them).
@MainActor
public final class NumberInteractor: FilterStateConnectable, FilterGroupWriter, Boundable {
  /// The numeric attribute.
  public let attribute: String
  /// The group the comparison goes to by default: an AND group named after the attribute.
  public var defaultGroupID: FilterGroup.ID { .and(name: attribute) }
  /// The comparison written (`>=` in `price >= 100`).
  public let `operator`: Filter.Numeric.Operator
  /// How much ``increment()`` and ``decrement()`` move the number; positive.
  public let step: Double
  /// The number chosen, as the filter state holds it; nil for none. Setting a different value
  /// fires ``onNumberChanged``.
  public var number: Double? {
    didSet { if number != oldValue { onNumberChanged.fire(number) } }
  }
  /// The smallest and largest values among the matching records; nil before a response or
  /// when it has no stats. Setting a different value fires ``onBoundsChanged``.
  public var bounds: ClosedRange<Double>? {
    didSet { if bounds != oldValue { onBoundsChanged.fire(bounds) } }
  }

  /// Fires the number whenever it changes; it fired the initial one at creation.
  public let onNumberChanged = Observer<Double?>()
  /// Fires the bounds whenever they change; they fired the initial ones at creation.
  public let onBoundsChanged = Observer<ClosedRange<Double>?>()
  /// Fires the number to write when the user chooses or steps (nil to remove it); not
  /// retained.
  public let onNumberComputed = Observer<Double?>(retainLastData: false)

  /// Creates a comparison on an attribute.
  ///
  /// - Parameters:
  ///   - attribute: the numeric attribute.
  ///   - operator: the comparison (`>=` by default).
  ///   - step: how much a step moves the number (1 by default); must be positive and finite.
  public init(
    attribute: String, operator: Filter.Numeric.Operator = .greaterThanOrEqual, step: Double = 1
  ) {
    precondition(step > 0 && step.isFinite, "a number's step must be positive and finite")
    self.attribute = attribute
    self.operator = `operator`
    self.step = step
    onNumberChanged.fire(nil)
    onBoundsChanged.fire(nil)
  }

  /// Asks for a number (coerced into the bounds when known), or nil for none; a number that
  /// is not finite is ignored.
  ///
  /// - Parameter number: the number wanted.
  public func computeNumber(_ number: Double?) {
    guard let number else { return onNumberComputed.fire(nil) }
    guard number.isFinite else { return }
    onNumberComputed.fire(coerced(number))
  }

  /// Asks for the number one step higher; without a number, for the lower bound (0 when the
  /// bounds are unknown), as a stepper starts from its minimum.
  public func increment() {
    computeNumber(number.map { $0 + step } ?? bounds?.lowerBound ?? 0)
  }

  /// Asks for the number one step lower; without a number, for the upper bound (0 when the
  /// bounds are unknown).
  public func decrement() {
    computeNumber(number.map { $0 - step } ?? bounds?.upperBound ?? 0)
  }

  /// The filter a number makes: `attribute operator number`.
  ///
  /// - Parameter number: a finite number.
  /// - Returns: the comparison filter.
  public func filter(for number: Double) -> Filter {
    .numeric(Filter.Numeric(attribute: attribute, operator: `operator`, value: number))
  }
}
