import InstantSearchCore
import LineEditor

extension CompletionVocabulary {
  /// The completion of the expression of `filter rm GROUP EXPR`: the filters the group holds,
  /// matched against the whole expression typed so far (`price > 1` offers `price > 100`);
  /// nothing for a group that holds none.
  /// - Parameters:
  ///   - group: The group as typed.
  ///   - typed: The words of the expression before the cursor, the last one unfinished.
  /// - Returns: The completion, whose word is the expression typed so far.
  func removalCompletion(group: String, typed: [String]) -> Completion {
    Completion(word: typed.joined(separator: " "), candidates: groupFilters[group] ?? [])
  }

  /// `filter` as `filter add` takes it: `brand:Apple`, `brand:"Dolce & Gabbana"`,
  /// `price > 10`, `price:10 TO 20`, `_tags:new`, with `NOT ` before a negated filter and a
  /// facet's `<score=N>` after it.
  /// - Parameter filter: A filter of a group.
  /// - Returns: Its text, which `Filter(parsing:)` reads back as the same filter.
  static func typed(_ filter: Filter) -> String {
    switch filter {
    case .facet(let facet):
      let value: String
      if case .string(let text) = facet.value {
        value = quoted(text)
      } else {
        value = facet.value.description
      }
      return (facet.isNegated ? "NOT " : "") + quoted(facet.attribute) + ":" + value
        + (facet.score.map { "<score=\($0)>" } ?? "")
    case .numeric(let numeric):
      let attribute = (numeric.isNegated ? "NOT " : "") + quoted(numeric.attribute)
      switch numeric.value {
      case .comparison(let comparison, let number):
        return attribute + " \(comparison.rawValue) " + Self.number(number)
      case .range(let range):
        return attribute + ":" + Self.number(range.lowerBound) + " TO "
          + Self.number(range.upperBound)
      }
    case .tag(let tag):
      return (tag.isNegated ? "NOT " : "") + "_tags:" + quoted(tag.value)
    }
  }

  /// A number as the filters syntax writes it (`10`, `0.5`, never an exponent).
  private static func number(_ value: Double) -> String {
    Filter.Facet.ValueType.number(value).description
  }
}
