extension Filter {
  /// A numeric filter: a comparison (`price > 10`) or an inclusive range (`price:10 TO 20`).
  ///
  /// Numbers must be finite: the plain initializers trap on NaN, infinity or an inverted range,
  /// and the `checked` initializers throw ``FilterError`` instead, for values that come from
  /// outside the program.
  public struct Numeric: FilterType {
    /// A comparison operator.
    public enum Operator: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
      /// `<`
      case lessThan = "<"
      /// `<=`
      case lessThanOrEqual = "<="
      /// `=`
      case equals = "="
      /// `!=`
      case notEquals = "!="
      /// `>=`
      case greaterThanOrEqual = ">="
      /// `>`
      case greaterThan = ">"

      /// The operator that matches exactly the numbers this one does not.
      public var inversion: Operator {
        switch self {
        case .lessThan: .greaterThanOrEqual
        case .lessThanOrEqual: .greaterThan
        case .equals: .notEquals
        case .notEquals: .equals
        case .greaterThanOrEqual: .lessThan
        case .greaterThan: .lessThanOrEqual
        }
      }

      /// The operator's symbol.
      public var description: String { rawValue }
    }

    /// The value of a numeric filter.
    public enum ValueType: Hashable, Sendable {
      /// An inclusive range.
      case range(ClosedRange<Double>)
      /// A comparison with a number.
      case comparison(Operator, Double)
    }

    /// The kind of every numeric filter.
    public static var kind: Filter.Kind { .numeric }

    /// The numeric attribute.
    public let attribute: String
    /// The range or comparison.
    public let value: ValueType
    /// Whether the filter is negated.
    public var isNegated: Bool

    /// Creates a numeric filter; traps if a number is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - value: the range or comparison.
    ///   - isNegated: whether the filter is negated.
    public init(attribute: String, value: ValueType, isNegated: Bool = false) {
      do {
        try self.init(attribute: attribute, checkedValue: value, isNegated: isNegated)
      } catch {
        preconditionFailure(error.description)
      }
    }

    /// Creates a numeric filter, throwing if a number is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - checkedValue: the range or comparison.
    ///   - isNegated: whether the filter is negated.
    /// - Throws: ``FilterError/nonFiniteNumber(attribute:value:)``.
    public init(
      attribute: String,
      checkedValue: ValueType,
      isNegated: Bool = false
    ) throws(FilterError) {
      switch checkedValue {
      case .comparison(let op, let number):
        value = .comparison(op, try FilterNumber.checked(number, attribute: attribute))
      case .range(let range):
        let lower = try FilterNumber.checked(range.lowerBound, attribute: attribute)
        let upper = try FilterNumber.checked(range.upperBound, attribute: attribute)
        value = .range(lower...upper)
      }
      self.attribute = attribute
      self.isNegated = isNegated
    }

    /// Creates a comparison filter; traps if `value` is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - operator: the comparison.
    ///   - value: the number to compare with, finite.
    ///   - isNegated: whether the filter is negated.
    public init(attribute: String, operator: Operator, value: Double, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .comparison(`operator`, value), isNegated: isNegated)
    }

    /// Creates a comparison filter, throwing if `value` is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - operator: the comparison.
    ///   - checkedValue: the number to compare with.
    ///   - isNegated: whether the filter is negated.
    /// - Throws: ``FilterError/nonFiniteNumber(attribute:value:)``.
    public init(
      attribute: String,
      operator: Operator,
      checkedValue: Double,
      isNegated: Bool = false
    ) throws(FilterError) {
      try self.init(
        attribute: attribute, checkedValue: .comparison(`operator`, checkedValue),
        isNegated: isNegated)
    }

    /// Creates an inclusive range filter; traps if a bound is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - range: the inclusive range, finite bounds.
    ///   - isNegated: whether the filter is negated.
    public init(attribute: String, range: ClosedRange<Double>, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .range(range), isNegated: isNegated)
    }

    /// Creates an inclusive range filter from two bounds, throwing if one is NaN or infinite or
    /// if they are inverted.
    ///
    /// - Parameters:
    ///   - attribute: the numeric attribute.
    ///   - lowerBound: the smallest number matched.
    ///   - upperBound: the largest number matched.
    ///   - isNegated: whether the filter is negated.
    /// - Throws: ``FilterError``.
    public init(
      attribute: String,
      checkedLowerBound lowerBound: Double,
      upperBound: Double,
      isNegated: Bool = false
    ) throws(FilterError) {
      let lower = try FilterNumber.checked(lowerBound, attribute: attribute)
      let upper = try FilterNumber.checked(upperBound, attribute: attribute)
      guard lower <= upper else {
        throw .invertedRange(attribute: attribute, lowerBound: lower, upperBound: upper)
      }
      self.attribute = attribute
      self.value = .range(lower...upper)
      self.isNegated = isNegated
    }

    /// Wraps the filter in ``Filter``.
    public func eraseToFilter() -> Filter { .numeric(self) }

    /// The filter as a person reads it: `price < 3`, `price: 1 – 2`.
    public var description: String {
      let prefix = isNegated ? "NOT " : ""
      switch value {
      case .comparison(let op, let number):
        return prefix + "\(attribute) \(op.rawValue) \(FilterNumber.text(number))"
      case .range(let range):
        return prefix
          + "\(attribute): \(FilterNumber.text(range.lowerBound)) – "
          + FilterNumber.text(range.upperBound)
      }
    }
  }
}
