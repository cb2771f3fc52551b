import InstantSearchCore
import Testing

/// One filter and the exact text it must have in the filters string.
struct RenderCase: CustomTestStringConvertible, Sendable {
  let filter: Filter
  let text: String
  var testDescription: String { text }

  init(_ filter: some FilterType, _ text: String) {
    self.filter = filter.eraseToFilter()
    self.text = text
  }
}

@Suite("The text of one filter")
struct FilterSyntaxTests {
  typealias Facet = Filter.Facet
  typealias Numeric = Filter.Numeric
  typealias Tag = Filter.Tag

  // REFERENCE-BEHAVIOUR §2.1, in our number format (DECISIONS 1) and escaping (DECISIONS 2).
  static let singles: [RenderCase] = [
    RenderCase(Facet(attribute: "a", stringValue: "value"), #""a":"value""#),
    RenderCase(Facet(attribute: "a", stringValue: "value", isNegated: true), #"NOT "a":"value""#),
    RenderCase(Facet(attribute: "a", floatValue: 10), #""a":10"#),
    RenderCase(Facet(attribute: "a", boolValue: true), #""a":true"#),
    RenderCase(Facet(attribute: "a", boolValue: false), #""a":false"#),
    RenderCase(
      Facet(attribute: "category", stringValue: "table", score: 5),
      #""category":"table"<score=5>"#),
    RenderCase(
      Facet(attribute: "brand", stringValue: "sony", isNegated: true, score: 3),
      #"NOT "brand":"sony"<score=3>"#),
    RenderCase(Numeric(attribute: "a", operator: .equals, value: 10), #""a" = 10"#),
    RenderCase(
      Numeric(attribute: "a", operator: .equals, value: 10, isNegated: true), #"NOT "a" = 10"#),
    RenderCase(
      Numeric(attribute: "price", operator: .lessThanOrEqual, value: -5), #""price" <= -5"#),
    RenderCase(Numeric(attribute: "p", operator: .lessThan, value: 3), #""p" < 3"#),
    RenderCase(Numeric(attribute: "p", operator: .greaterThan, value: 3), #""p" > 3"#),
    RenderCase(Numeric(attribute: "p", operator: .greaterThanOrEqual, value: 3), #""p" >= 3"#),
    RenderCase(Numeric(attribute: "p", operator: .notEquals, value: 3), #""p" != 3"#),
    RenderCase(Numeric(attribute: "a", range: 0...10), #""a":0 TO 10"#),
    RenderCase(Numeric(attribute: "a", range: 0...10, isNegated: true), #"NOT "a":0 TO 10"#),
    RenderCase(Tag(value: "a"), #""_tags":"a""#),
    RenderCase(Tag(value: "a", isNegated: true), #"NOT "_tags":"a""#),
    RenderCase(
      Facet(attribute: "type", stringValue: #"45"-50"  tv's"#), #""type":"45\"-50\"  tv's""#),
    RenderCase(Tag(value: #"45"-50"  tv's"#), #""_tags":"45\"-50\"  tv's""#),
    RenderCase(
      Facet(attribute: #"na"me"#, stringValue: #"a\b "c" d:e"#), #""na\"me":"a\\b \"c\" d:e""#),
    RenderCase(
      Facet(attribute: "unicode", stringValue: "café & crème"), #""unicode":"café & crème""#),
    RenderCase(Facet(attribute: #"back\slash"#, stringValue: #"\"#), #""back\\slash":"\\""#),
    RenderCase(Facet(attribute: "e", stringValue: ""), #""e":"""#),
    RenderCase(
      Facet(attribute: "d.e.f", stringValue: "AND OR NOT ( ) <"), #""d.e.f":"AND OR NOT ( ) <""#),
  ]

  @Test(arguments: singles)
  func rendersExactly(_ example: RenderCase) {
    #expect(FilterGroupConverter().sql(example.filter) == example.text)
  }

  // DECISIONS 1: shortest exact form, never an exponent, -0 is 0.
  static let numbers: [(Double, String)] = [
    (10, "10"), (-5, "-5"), (0, "0"), (-0.0, "0"), (0.5, "0.5"), (9.99, "9.99"),
    (0.1 + 0.2, "0.30000000000000004"), (1_700_000_000.123, "1700000000.123"),
    (1e16, "10000000000000000"), (0.00001, "0.00001"), (1e-7, "0.0000001"),
    (-1.5e-7, "-0.00000015"), (1.25e20, "125000000000000000000"), (2000, "2000"),
    (999_999_999_999_999, "999999999999999"), (9_007_199_254_740_992, "9007199254740992"),
    (123_456.789, "123456.789"), (-0.001, "-0.001"),
    (.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
    (1.7976931348623157e308, "17976931348623157" + String(repeating: "0", count: 292)),
  ]

  @Test(arguments: numbers)
  func writesNumbersWithoutExponent(_ number: Double, _ text: String) {
    let filter = Filter.Numeric(attribute: "n", operator: .equals, value: number)
    #expect(FilterGroupConverter().sql(filter) == #""n" = "# + text)
    let facet = Filter.Facet(attribute: "n", value: .number(number))
    #expect(FilterGroupConverter().sql(facet) == #""n":"# + text)
    #expect(Double(text) == number)
  }

  @Test func nonFiniteNumbersAreRejected() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: FilterError.self) {
        try Filter.Numeric(attribute: "p", operator: .lessThan, checkedValue: bad)
      }
      #expect(throws: FilterError.self) {
        try Filter.Facet(attribute: "p", checkedValue: .number(bad))
      }
      #expect(throws: FilterError.self) {
        try Filter.Numeric(attribute: "p", checkedLowerBound: 0, upperBound: bad)
      }
    }
    #expect(throws: FilterError.invertedRange(attribute: "p", lowerBound: 2, upperBound: 1)) {
      try Filter.Numeric(attribute: "p", checkedLowerBound: 2, upperBound: 1)
    }
    let error = FilterError.nonFiniteNumber(attribute: "price", value: .infinity)
    #expect(error.description.contains("price"))
  }

  @Test func describesFiltersForPeople() {
    #expect(Filter.Facet(attribute: "a", floatValue: 10).description == "a: 10")
    #expect(Filter.Numeric(attribute: "p", range: 1...2).description == "p: 1 – 2")
    #expect(Filter.Numeric(attribute: "p", operator: .lessThan, value: 3).description == "p < 3")
    #expect(Filter.Tag(value: "t").description == "t")
    #expect((!Filter.Tag(value: "t")).description == "NOT t")
  }

  @Test func negationIsPartOfIdentity() {
    let facet = Filter.Facet(attribute: "brand", stringValue: "apple")
    #expect(!facet != facet)
    #expect(!(!facet) == facet)
    #expect(facet.not() == Filter.Facet(attribute: "brand", stringValue: "apple", isNegated: true))
    #expect(
      Filter.Facet(attribute: "a", stringValue: "10")
        != Filter.Facet(attribute: "a", floatValue: 10))
    #expect(
      Filter.Facet(attribute: "b", stringValue: "x", score: 1)
        != Filter.Facet(attribute: "b", stringValue: "x"))
  }
}
