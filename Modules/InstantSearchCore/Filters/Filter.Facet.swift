extension Filter {
  /// A facet filter: an attribute equal to a string, a number or a boolean.
  ///
  /// Numbers must be finite: the initializers taking a `Double` or `Float` trap on NaN and
  /// infinity (as a range with inverted bounds traps), and the `checked` initializers throw
  /// ``FilterError`` instead, for values that come from outside the program.
  public struct Facet: FilterType {
    /// The value a facet filter matches.
    public enum ValueType: Hashable, Sendable, CustomStringConvertible {
      /// A string value, quoted in the filters string.
      case string(String)
      /// A number, written in its shortest exact form.
      case number(Double)
      /// A boolean, written `true` or `false`.
      case bool(Bool)

      /// The value as a person reads it (`sony`, `10`, `true`).
      public var description: String {
        switch self {
        case .string(let string): string
        case .number(let number): FilterNumber.text(number)
        case .bool(let bool): bool ? "true" : "false"
        }
      }
    }

    /// The kind of every facet filter.
    public static var kind: Filter.Kind { .facet }

    /// The faceted attribute.
    public let attribute: String
    /// The value the attribute must have.
    public let value: ValueType
    /// Whether the filter is negated.
    public var isNegated: Bool
    /// The optional-filter score, written `<score=N>`.
    public let score: Int?

    /// Creates a facet filter.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - value: the value; a number must be finite (this initializer traps otherwise).
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    public init(attribute: String, value: ValueType, isNegated: Bool = false, score: Int? = nil) {
      do {
        try self.init(attribute: attribute, checkedValue: value, isNegated: isNegated, score: score)
      } catch {
        preconditionFailure(error.description)
      }
    }

    /// Creates a facet filter, throwing if a number value is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - checkedValue: the value.
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    /// - Throws: ``FilterError/nonFiniteNumber(attribute:value:)``.
    public init(
      attribute: String,
      checkedValue: ValueType,
      isNegated: Bool = false,
      score: Int? = nil
    ) throws(FilterError) {
      var value = checkedValue
      if case .number(let number) = value {
        value = .number(try FilterNumber.checked(number, attribute: attribute))
      }
      self.attribute = attribute
      self.value = value
      self.isNegated = isNegated
      self.score = score
    }

    /// Creates a facet filter on a string value.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - stringValue: the value.
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    public init(
      attribute: String,
      stringValue: String,
      isNegated: Bool = false,
      score: Int? = nil
    ) {
      self.attribute = attribute
      self.value = .string(stringValue)
      self.isNegated = isNegated
      self.score = score
    }

    /// Creates a facet filter on a number; traps if it is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - floatValue: the value, finite.
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    public init(
      attribute: String,
      floatValue: Float,
      isNegated: Bool = false,
      score: Int? = nil
    ) {
      self.init(
        attribute: attribute, value: .number(Double(floatValue)), isNegated: isNegated,
        score: score)
    }

    /// Creates a facet filter on a number; traps if it is NaN or infinite.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - doubleValue: the value, finite.
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    public init(
      attribute: String,
      doubleValue: Double,
      isNegated: Bool = false,
      score: Int? = nil
    ) {
      self.init(
        attribute: attribute, value: .number(doubleValue), isNegated: isNegated, score: score)
    }

    /// Creates a facet filter on a boolean.
    ///
    /// - Parameters:
    ///   - attribute: the faceted attribute.
    ///   - boolValue: the value.
    ///   - isNegated: whether the filter is negated.
    ///   - score: the optional-filter score.
    public init(
      attribute: String,
      boolValue: Bool,
      isNegated: Bool = false,
      score: Int? = nil
    ) {
      self.attribute = attribute
      self.value = .bool(boolValue)
      self.isNegated = isNegated
      self.score = score
    }

    /// Wraps the filter in ``Filter``.
    public func eraseToFilter() -> Filter { .facet(self) }

    /// The filter as a person reads it: `brand: sony`, `NOT size: 40`.
    public var description: String {
      (isNegated ? "NOT " : "") + "\(attribute): \(value)"
    }
  }
}
