import InstantSearchCore
import InstantSearchLocal
import Testing

/// One rule feature: rules in the export shape, a search, and the hits expected, written as a
/// change to the hits the same search gives without rules.
struct RuleCase: Sendable, CustomTestStringConvertible {
  let name: String
  let rules: String
  let parameters: JSON
  let expected: @Sendable ([String]) -> [String]
  var testDescription: String { name }
}

@Suite("Rules")
struct RuleTests {
  /// The shop with `rules` on its primary.
  static func client(_ rules: String) throws -> LocalClient {
    let client = try Fixtures.client()
    try client.setRules(Rule.list(json: JSON(parsing: rules)), indexName: "shop")
    return client
  }

  /// A rule hiding `objectID` under `condition` (a condition object, or none), and whether the
  /// search should see it applied.
  static func hiding(
    _ name: String, _ objectID: String, when condition: String?, _ parameters: JSON,
    applies: Bool
  ) -> RuleCase {
    let conditions = condition.map { #""conditions": [\#($0)], "# } ?? ""
    return RuleCase(
      name: name,
      rules:
        #"[{"objectID": "r", \#(conditions)"consequence": {"hide": [{"objectID": "\#(objectID)"}]}}]"#,
      parameters: parameters,
      expected: { base in applies ? base.filter { $0 != objectID } : base })
  }

  /// A rule with `consequence` when the query contains `pattern`.
  static func when(
    _ name: String, _ pattern: String, _ consequence: String, _ parameters: JSON,
    expected: @escaping @Sendable ([String]) -> [String]
  ) -> RuleCase {
    RuleCase(
      name: name,
      rules:
        #"[{"objectID": "r", "conditions": [{"pattern": "\#(pattern)", "anchoring": "contains"}], "consequence": \#(consequence)}]"#,
      parameters: parameters, expected: expected)
  }

  static let cases: [RuleCase] = [
    // https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/promote-hits
    when(
      "promote one record at a position, matching the query or not", "galaxy",
      #"{"promote": [{"objectID": "5", "position": 1}]}"#, ["query": "galaxy"],
      expected: { base in [base[0], "5"] + base.dropFirst() }),
    when(
      "promote several records in a row", "galaxy",
      #"{"promote": [{"objectIDs": ["7", "1"], "position": 0}]}"#, ["query": "galaxy"],
      expected: { base in ["7", "1"] + base.filter { $0 != "7" } }),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (consequence.hide)
    hiding(
      "hide a record", "3", when: #"{"pattern": "samsung", "anchoring": "is"}"#,
      ["query": "samsung"], applies: true),
    // https://www.algolia.com/doc/guides/managing-results/rules/rules-overview (anchoring)
    hiding(
      "is matches the whole query only", "1", when: #"{"pattern": "apple", "anchoring": "is"}"#,
      ["query": "apple ipad"], applies: false),
    hiding(
      "startsWith matches the first words", "5",
      when: #"{"pattern": "apple", "anchoring": "startsWith"}"#, ["query": "apple pro"],
      applies: true),
    hiding(
      "endsWith does not match the first words", "5",
      when: #"{"pattern": "apple", "anchoring": "endsWith"}"#, ["query": "apple pro"],
      applies: false),
    hiding(
      "endsWith matches the last words", "5",
      when: #"{"pattern": "pro", "anchoring": "endsWith"}"#, ["query": "apple pro"],
      applies: true),
    // https://www.algolia.com/doc/guides/managing-results/rules/detecting-intent/how-to/applying-a-filter-if-the-query-match-a-facet-value
    when(
      "a {facet:brand} placeholder filters on the value and leaves the query", "{facet:brand}",
      #"{"params": {"automaticFacetFilters": ["brand"]}}"#, ["query": "samsung buds"],
      expected: { _ in ["6"] }),
    RuleCase(
      name: "a disjunctive automatic facet filter ORs the values found",
      rules:
        #"[{"objectID": "f", "conditions": [{"pattern": "{facet:brand} {facet:brand}", "anchoring": "is"}],"#
        + #" "consequence": {"params": {"automaticFacetFilters": [{"facet": "brand", "disjunctive": true}]}}}]"#,
      parameters: ["query": "sony apple", "hitsPerPage": 10],
      expected: { _ in ["5", "1", "4"] }),
    // https://www.algolia.com/doc/guides/managing-results/rules/detecting-intent/how-to/detecting-keywords
    when(
      "a query edit removes a word; params filters apply", "cheap",
      #"{"params": {"query": {"edits": [{"type": "remove", "delete": "cheap"}]}, "filters": "price < 200"}}"#,
      ["query": "cheap galaxy"], expected: { _ in ["6", "7"] }),
    when(
      "a query edit replaces a word", "telly",
      #"{"params": {"query": {"edits": [{"type": "replace", "delete": "telly", "insert": "television"}]}}}"#,
      ["query": "sony telly"], expected: { _ in ["4"] }),
    // https://www.algolia.com/old-docs/guides/managing-results/rules/detecting-intent/ (change the entire query)
    when(
      "a query string replaces the whole query", "iwatch", #"{"params": {"query": "ipad pro"}}"#,
      ["query": "iwatch"], expected: { _ in ["5"] }),
    // https://www.algolia.com/doc/libraries/sdk/v1/methods/save-rule (context-based condition)
    hiding(
      "a context condition needs the context in ruleContexts", "6",
      when: #"{"context": "mobile"}"#, ["query": "galaxy", "ruleContexts": ["mobile"]],
      applies: true),
    hiding(
      "without the context the rule does not apply", "6", when: #"{"context": "mobile"}"#,
      ["query": "galaxy", "ruleContexts": ["desktop"]], applies: false),
    hiding(
      "a filters condition applies when the request has those filters", "2",
      when: #"{"filters": "brand:Samsung"}"#,
      ["query": "galaxy", "filters": "brand:samsung AND price > 10"], applies: true),
    hiding(
      "a filters condition does not apply without them", "2",
      when: #"{"filters": "brand:Samsung"}"#, ["query": "galaxy"], applies: false),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (validity, enabled)
    RuleCase(
      name: "a rule outside its validity does not apply",
      rules: #"[{"objectID": "v", "validity": [{"from": 0, "until": 1000}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"], expected: { $0 }),
    RuleCase(
      name: "a rule inside its validity applies",
      rules: #"[{"objectID": "v", "validity": [{"from": 0, "until": 99999999999}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"], expected: { base in base.filter { $0 != "6" } }),
    RuleCase(
      name: "a disabled rule does not apply",
      rules:
        #"[{"objectID": "d", "enabled": false, "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"], expected: { $0 }),
    // https://www.algolia.com/doc/api-reference/api-parameters/enableRules/
    hiding(
      "enableRules false turns rules off", "6", when: nil,
      ["query": "galaxy", "enableRules": false], applies: false),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (alternatives)
    hiding(
      "alternatives match a plural form of the pattern", "7",
      when: #"{"pattern": "phone", "anchoring": "contains", "alternatives": true}"#,
      ["query": "phones"], applies: true),
    hiding(
      "without alternatives the plural does not match", "7",
      when: #"{"pattern": "phone", "anchoring": "contains"}"#, ["query": "phones"],
      applies: false),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (filterPromotes)
    RuleCase(
      name: "filterPromotes keeps out a pinned record that fails the filters",
      rules: #"[{"objectID": "p", "consequence": {"promote": [{"objectID": "5", "position": 0}],"#
        + #" "filterPromotes": true}}]"#,
      parameters: ["query": "galaxy", "filters": "brand:Samsung"], expected: { $0 }),
  ]

  @Test("each rule feature changes the hits as Algolia documents", arguments: cases)
  func feature(_ rule: RuleCase) throws {
    let plain = try Fixtures.client()
    let base = Fixtures.ids(try plain.search(indexName: "shop", parameters: rule.parameters))
    let client = try Self.client(rule.rules)
    let response = try client.search(indexName: "shop", parameters: rule.parameters)
    #expect(Fixtures.ids(response) == rule.expected(base), "base \(base)")
  }

  @Test("userData, appliedRules and renderingContent come back in the response")
  func responseMembers() throws {
    // https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/add-banners
    let client = try Self.client(
      #"[{"objectID": "banner", "conditions": [{"pattern": "galaxy", "anchoring": "contains"}],"#
        + #" "consequence": {"userData": {"title": "Galaxy week"}, "params": {"renderingContent":"#
        + #" {"facetOrdering": {"facets": {"order": ["brand", "price"]}}}}}},"#
        + #" {"objectID": "second", "consequence": {"userData": {"n": 2}}}]"#)
    let response = try client.search(
      indexName: "shop", parameters: ["query": "galaxy", "getRankingInfo": true])
    #expect(response["userData"] == [["title": "Galaxy week"], ["n": 2]])
    #expect(response["appliedRules"] == [["objectID": "banner"], ["objectID": "second"]])
    #expect(
      response["renderingContent"]?["facetOrdering"]?["facets"]?["order"] == ["brand", "price"])
    // Without getRankingInfo, no appliedRules; the query is echoed as sent.
    let plain = try client.search(indexName: "shop", parameters: ["query": "galaxy"])
    #expect(plain["appliedRules"] == nil)
    #expect(plain["query"] == "galaxy")
    let none = try client.search(indexName: "shop", parameters: ["query": "sony"])
    #expect(none["userData"] == [["n": 2]])
  }

  @Test("pinned and hidden records change nbHits and the page's neighbours")
  func counts() throws {
    let client = try Self.client(
      #"[{"objectID": "p", "conditions": [{"pattern": "galaxy", "anchoring": "contains"}],"#
        + #" "consequence": {"promote": [{"objectID": "5", "position": 0}],"#
        + #" "hide": [{"objectID": "6"}]}}]"#)
    let plain = try Fixtures.client()
    let base = try plain.search(indexName: "shop", parameters: ["query": "galaxy"])
    let changed = try client.search(
      indexName: "shop", parameters: ["query": "galaxy", "hitsPerPage": 2, "facets": ["brand"]])
    #expect(changed["nbHits"] == base["nbHits"])
    #expect(Fixtures.ids(changed) == ["5"] + Fixtures.ids(base).filter { $0 != "6" }.prefix(1))
    #expect(changed["facets"]?["brand"]?["Apple"] == 1)
    let second = try client.search(
      indexName: "shop", parameters: ["query": "galaxy", "hitsPerPage": 2, "page": 1])
    #expect(Fixtures.ids(second) == Array(Fixtures.ids(base).filter { $0 != "6" }.dropFirst(1)))
  }
}
