import InstantSearchCore
import Testing

@Suite("Parsing filters strings")
struct FilterParserTests {
  /// Parses then encodes.
  static func reencode(_ text: String) throws -> String? {
    FilterGroupConverter().sql(try FilterParser().parseFilters(text))
  }

  static let valid: [(String, String?)] = [
    ("", nil),
    ("   ", nil),
    ("category:Book", #"( "category":"Book" )"#),
    (#""my attr":"Sci Fi""#, #"( "my attr":"Sci Fi" )"#),
    (
      "editor:'visual studio' OR editor:neovim",
      #"( "editor":"visual studio" OR "editor":"neovim" )"#
    ),
    ("company:Google<score=3>", #"( "company":"Google"<score=3> )"#),
    (
      "company:Google<score=-2> OR company:Apple",
      #"( "company":"Google"<score=-2> OR "company":"Apple" )"#
    ),
    ("price > 12.99", #"( "price" > 12.99 )"#),
    ("price>20", #"( "price" > 20 )"#),
    ("price != 0", #"( "price" != 0 )"#),
    ("price<=-5", #"( "price" <= -5 )"#),
    (
      "price>=1 AND price<2 AND price=3",
      #"( "price" >= 1 ) AND ( "price" < 2 ) AND ( "price" = 3 )"#
    ),
    ("price:5.99 TO 100", #"( "price":5.99 TO 100 )"#),
    ("price: 5 TO 5", #"( "price":5 TO 5 )"#),
    ("NOT price:1 TO 5", #"( NOT "price":1 TO 5 )"#),
    ("NOT price > 5", #"( NOT "price" > 5 )"#),
    ("NOT facet:value", #"( NOT "facet":"value" )"#),
    ("NOT _tags:x", #"( NOT "_tags":"x" )"#),
    ("new", #"( "_tags":"new" )"#),
    ("_tags:new OR sale", #"( "_tags":"new" OR "_tags":"sale" )"#),
    ("inStock:true AND featured:false", #"( "inStock":true ) AND ( "featured":false )"#),
    (#"inStock:"true""#, #"( "inStock":"true" )"#),
    ("size:40", #"( "size":40 )"#),
    ("size:-0.50", #"( "size":-0.5 )"#),
    (#"code:"007""#, #"( "code":"007" )"#),
    ("categories.lvl0:Books", #"( "categories.lvl0":"Books" )"#),
    (#"author:"24\" and more""#, #"( "author":"24\" and more" )"#),
    (#"author:'it\'s'"#, #"( "author":"it's" )"#),
    (#"path:"a\\b""#, #"( "path":"a\\b" )"#),
    ("café:crème", #"( "café":"crème" )"#),
    ("lower:and OR lower:or", #"( "lower":"and" OR "lower":"or" )"#),
    (
      "(a:1 OR a:2) AND (b > 3 OR b < 1) AND c",
      #"( "a":1 OR "a":2 ) AND ( "b" > 3 OR "b" < 1 ) AND ( "_tags":"c" )"#
    ),
    ("A AND (B OR C)", #"( "_tags":"A" ) AND ( "_tags":"B" OR "_tags":"C" )"#),
    (
      #"( "a":"x" AND "b":"y" ) AND ( "c":"1" OR "c":"2" )"#,
      #"( "a":"x" AND "b":"y" ) AND ( "c":"1" OR "c":"2" )"#
    ),
    ("(a:x)", #"( "a":"x" )"#),
    ("\ta:x\nAND\r\nb:y ", #"( "a":"x" ) AND ( "b":"y" )"#),
    ("a:x<score=1> AND NOT b:y<score=2>", #"( "a":"x"<score=1> ) AND ( NOT "b":"y"<score=2> )"#),
    ("actor:Tom OR actor:'Tom Cruise'", #"( "actor":"Tom" OR "actor":"Tom Cruise" )"#),
    ("price:100000000000000000000", #"( "price":100000000000000000000 )"#),
    ("x:y!z", #"( "x":"y!z" )"#),
    ("a:x <score=3>", #"( "a":"x"<score=3> )"#),
  ]

  @Test(arguments: valid)
  func parsesAndReencodes(_ text: String, _ expected: String?) throws {
    #expect(try Self.reencode(text) == expected)
    // Re-encoding is stable.
    if let expected {
      #expect(try Self.reencode(expected) == expected)
    }
  }

  @Test func groupsKeepTheirKindAndFilters() throws {
    let groups = try FilterParser().parseFilters(
      #"( "color":"red" OR NOT "color":"blue"<score=2> ) AND price:1 TO 2 AND ( a OR b ) AND ( x:1 AND y > 2 AND t )"#
    )
    #expect(groups.count == 4)
    let colors = try #require(groups[0] as? FilterGroup.Or<Filter.Facet>)
    #expect(
      colors.typedFilters == [
        Filter.Facet(attribute: "color", stringValue: "red"),
        Filter.Facet(attribute: "color", stringValue: "blue", isNegated: true, score: 2),
      ])
    let price = try #require(groups[1] as? FilterGroup.And)
    #expect(price.erasedFilters == [.numeric(Filter.Numeric(attribute: "price", range: 1...2))])
    let tags = try #require(groups[2] as? FilterGroup.Or<Filter.Tag>)
    #expect(tags.typedFilters == ["a", "b"])
    let and = try #require(groups[3] as? FilterGroup.And)
    #expect(
      and.erasedFilters == [
        .facet(Filter.Facet(attribute: "x", floatValue: 1)),
        .numeric(Filter.Numeric(attribute: "y", operator: .greaterThan, value: 2)), .tag("t"),
      ])
  }

  static let malformed: [(String, String)] = [
    (
      "Type:Important dates",
      "filters: Unexpected token string(dates) expected end of filter at col 15"
    ),
    ("Womens>Tailoring", "filters: Unexpected token string(Tailoring) expected a number at col 8"),
    (#"title:"unfinished"#, "filters: Not allowed incomplete string at col 7"),
    ("a:'x", "filters: Not allowed incomplete string at col 3"),
    (#"a:"x\"#, "filters: Not allowed incomplete string at col 3"),
    (
      "facet:value OR num > 3",
      "filters: OR group cannot mix facet filters and numeric filters at col 15"
    ),
    (
      "num=3 OR tag1 OR facet:value",
      "filters: OR group cannot mix numeric filters and tag filters at col 9"
    ),
    ("(a:1 OR b > 2)", "filters: OR group cannot mix facet filters and numeric filters at col 8"),
    ("NOT (a OR b)", "filters: Unexpected token ( expected a filter after NOT at col 4"),
    ("A OR (B AND C)", "filters: Unexpected token ( expected a filter at col 5"),
    (
      "(A OR B AND C)",
      "filters: Unexpected token AND expected OR or ) (no AND inside an OR group) at col 8"
    ),
    (
      "(A AND B OR C)",
      "filters: Unexpected token OR expected AND or ) (no OR inside an AND group) at col 9"
    ),
    ("(A AND (B OR C))", "filters: Unexpected token ( expected a filter at col 7"),
    ("((a:x))", "filters: Unexpected token ( expected a filter at col 2"),
    ("a OR b AND c", "filters: Unexpected token AND expected end of filter at col 7"),
    (
      "a AND b OR c",
      "filters: Unexpected token OR expected AND or end of filter (put OR groups in parentheses) at col 8"
    ),
    ("(a:x", "filters: Unexpected token end of filter expected AND, OR or ) at col 5"),
    ("a:x)", "filters: Unexpected token ) expected end of filter at col 4"),
    ("()", "filters: Unexpected token ) expected a filter at col 2"),
    ("AND a:x", "filters: Unexpected token AND expected a filter at col 1"),
    ("a:x AND", "filters: Unexpected token end of filter expected a filter at col 8"),
    ("a:x AND AND b:y", "filters: Unexpected token AND expected a filter at col 8"),
    ("price >", "filters: Unexpected token end of filter expected a number at col 8"),
    ("price > ten", "filters: Unexpected token string(ten) expected a number at col 8"),
    ("price > 1e5", "filters: Unexpected token string(1e5) expected a number at col 8"),
    ("price:1 TO", "filters: Unexpected token end of filter expected a number at col 11"),
    ("price:1 TO x", "filters: Unexpected token string(x) expected a number at col 11"),
    ("price:20 TO 10", "filters: Invalid range 20 TO 10 at col 12"),
    ("a:", "filters: Unexpected token end of filter expected a value at col 3"),
    ("a::b", "filters: Unexpected token : expected a value at col 3"),
    ("a:x<score=>", "filters: Invalid score, expected <score=INTEGER> at col 4"),
    (
      "a:x<score=99999999999999999999>", "filters: Invalid score, expected <score=INTEGER> at col 4"
    ),
    ("a:x<score=3", "filters: Invalid score, expected <score=INTEGER> at col 4"),
    ("_tags:x<score=3>", "filters: Scores apply to facet filters, not to tags at col 8"),
    ("NOT", "filters: Unexpected token end of filter expected a filter after NOT at col 4"),
    ("NOT NOT a:x", "filters: Unexpected token NOT expected a filter after NOT at col 4"),
    ("a:x TO 3", "filters: Unexpected token TO expected end of filter at col 4"),
    (
      "price > " + String(repeating: "9", count: 400), "filters: Number out of range (inf) at col 8"
    ),
    ("é:x ü", "filters: Unexpected token string(ü) expected end of filter at col 4"),
    ("a = = 3", "filters: Unexpected token = expected a number at col 4"),
    ("a:x OR", "filters: Unexpected token end of filter expected a filter at col 7"),
  ]

  @Test(arguments: malformed)
  func rejectsWithTheColumn(_ text: String, _ message: String) {
    #expect(throws: FilterParseError.self) { try FilterParser().parseFilters(text) }
    do {
      _ = try FilterParser().parseFilters(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func longInputsParseWithoutRecursion() throws {
    let terms = (0..<20_000).map { "brand:b\($0)" }
    let groups = try FilterParser().parseFilters("(" + terms.joined(separator: " OR ") + ")")
    #expect(groups.first?.filters.count == 20_000)
    let deep = String(repeating: "(", count: 100_000)
    #expect(throws: FilterParseError(message: "Unexpected token ( expected a filter", column: 2)) {
      try FilterParser().parseFilters(deep)
    }
    let unterminated =
      "a:" + String(repeating: "\"", count: 1) + String(repeating: "x", count: 100_000)
    #expect(throws: FilterParseError(message: "Not allowed incomplete string", column: 3)) {
      try FilterParser().parseFilters(unterminated)
    }
  }

  @Test func parsesOneExpression() throws {
    let parser = FilterParser()
    #expect(
      try parser.parseFilter("color:red")
        == .facet(Filter.Facet(attribute: "color", stringValue: "red")))
    #expect(
      try parser.parseFilter("price > 10")
        == .numeric(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)))
    #expect(
      try parser.parseFilter("price:10 TO 20")
        == .numeric(Filter.Numeric(attribute: "price", range: 10...20)))
    #expect(
      try parser.parseFilter(#"NOT brand:"Dolce & Gabbana""#)
        == .facet(Filter.Facet(attribute: "brand", stringValue: "Dolce & Gabbana", isNegated: true))
    )
    #expect(try parser.parseFilter("_tags:new") == .tag("new"))
    #expect(try parser.parseFilter("new") == .tag("new"))
    #expect(try Filter(parsing: "  NOT sale ") == .tag(!Filter.Tag(value: "sale")))
    #expect(
      throws: FilterParseError(message: "Unexpected token AND expected end of filter", column: 10)
    ) {
      try parser.parseFilter("color:red AND size:1")
    }
    #expect(
      throws: FilterParseError(
        message: "Unexpected token end of filter expected a filter", column: 1)
    ) {
      try parser.parseFilter("")
    }
  }
}
