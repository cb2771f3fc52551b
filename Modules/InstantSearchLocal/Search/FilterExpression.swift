import InstantSearchCore

/// Filters in conjunctive normal form: every clause must hold; a clause holds when any of its
/// conditions does.
///
/// Built from the `filters` string (through Core's parser) and from the array forms
/// `facetFilters`, `numericFilters` and `tagFilters`; evaluated over posting sets.
struct FilterExpression: Sendable, Equatable {
  /// A comparison operator of a numeric filter: Core's, which the filters parser gives.
  typealias Comparison = Filter.Numeric.Operator

  /// One condition.
  enum Condition: Sendable, Equatable {
    /// `attribute:value` (case-insensitive; booleans and numbers match their text).
    case facet(attribute: String, value: String)
    /// `_tags:value` (case-sensitive).
    case tag(String)
    /// `attribute op number`.
    case comparison(attribute: String, Comparison, Double)
    /// `attribute:lower TO upper`, both bounds included.
    case range(attribute: String, lower: Double, upper: Double)
  }

  /// A condition, possibly negated.
  struct Term: Sendable, Equatable {
    var condition: Condition
    var negated: Bool
  }

  /// The clauses, all of which must hold.
  var clauses: [[Term]] = []

  /// Adds the clauses of another expression.
  mutating func formConjunction(_ other: FilterExpression) {
    clauses += other.clauses
  }
}
