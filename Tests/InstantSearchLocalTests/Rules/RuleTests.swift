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

  static let cases: [RuleCase] = [
    // https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/promote-hits
    RuleCase(
      name: "promote one record at a position, matching the query or not",
      rules: #"[{"objectID": "p", "conditions": [{"pattern": "galaxy", "anchoring": "contains"}],"#
        + #" "consequence": {"promote": [{"objectID": "5", "position": 1}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { base in [base[0], "5"] + base.dropFirst() }),
    RuleCase(
      name: "promote several records in a row",
      rules: #"[{"objectID": "p", "conditions": [{"pattern": "galaxy", "anchoring": "contains"}],"#
        + #" "consequence": {"promote": [{"objectIDs": ["7", "1"], "position": 0}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { base in ["7", "1"] + base.filter { $0 != "7" } }),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (consequence.hide)
    RuleCase(
      name: "hide a record",
      rules: #"[{"objectID": "h", "conditions": [{"pattern": "samsung", "anchoring": "is"}],"#
        + #" "consequence": {"hide": [{"objectID": "3"}]}}]"#,
      parameters: ["query": "samsung"],
      expected: { base in base.filter { $0 != "3" } }),
    // https://www.algolia.com/doc/guides/managing-results/rules/rules-overview (anchoring)
    RuleCase(
      name: "is matches the whole query only",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "apple", "anchoring": "is"}],"#
        + #" "consequence": {"hide": [{"objectID": "1"}]}}]"#,
      parameters: ["query": "apple ipad"],
      expected: { $0 }),
    RuleCase(
      name: "startsWith matches the first words",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "apple", "anchoring": "startsWith"}],"#
        + #" "consequence": {"hide": [{"objectID": "5"}]}}]"#,
      parameters: ["query": "apple pro"],
      expected: { base in base.filter { $0 != "5" } }),
    RuleCase(
      name: "endsWith does not match the first words",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "apple", "anchoring": "endsWith"}],"#
        + #" "consequence": {"hide": [{"objectID": "5"}]}}]"#,
      parameters: ["query": "apple pro"],
      expected: { $0 }),
    RuleCase(
      name: "endsWith matches the last words",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "pro", "anchoring": "endsWith"}],"#
        + #" "consequence": {"hide": [{"objectID": "5"}]}}]"#,
      parameters: ["query": "apple pro"],
      expected: { base in base.filter { $0 != "5" } }),
    // https://www.algolia.com/doc/guides/managing-results/rules/detecting-intent/how-to/applying-a-filter-if-the-query-match-a-facet-value
    RuleCase(
      name: "a {facet:brand} placeholder filters on the value and leaves the query",
      rules:
        #"[{"objectID": "f", "conditions": [{"pattern": "{facet:brand}", "anchoring": "contains"}],"#
        + #" "consequence": {"params": {"automaticFacetFilters": ["brand"]}}}]"#,
      parameters: ["query": "samsung buds"],
      expected: { _ in ["6"] }),
    RuleCase(
      name: "a disjunctive automatic facet filter ORs the values found",
      rules:
        #"[{"objectID": "f", "conditions": [{"pattern": "{facet:brand} {facet:brand}", "anchoring": "is"}],"#
        + #" "consequence": {"params": {"automaticFacetFilters": [{"facet": "brand", "disjunctive": true}]}}}]"#,
      parameters: ["query": "sony apple", "hitsPerPage": 10],
      expected: { _ in ["5", "1", "4"] }),
    // https://www.algolia.com/doc/guides/managing-results/rules/detecting-intent/how-to/detecting-keywords
    RuleCase(
      name: "a query edit removes a word; params filters apply",
      rules: #"[{"objectID": "c", "conditions": [{"pattern": "cheap", "anchoring": "contains"}],"#
        + #" "consequence": {"params": {"query": {"edits": [{"type": "remove", "delete": "cheap"}]},"#
        + #" "filters": "price < 200"}}}]"#,
      parameters: ["query": "cheap galaxy"],
      expected: { _ in ["6", "7"] }),
    RuleCase(
      name: "a query edit replaces a word",
      rules: #"[{"objectID": "c", "conditions": [{"pattern": "telly", "anchoring": "contains"}],"#
        + #" "consequence": {"params": {"query": {"edits": [{"type": "replace", "delete": "telly","#
        + #" "insert": "television"}]}}}}]"#,
      parameters: ["query": "sony telly"],
      expected: { _ in ["4"] }),
    // https://www.algolia.com/old-docs/guides/managing-results/rules/detecting-intent/ (change the entire query)
    RuleCase(
      name: "a query string replaces the whole query",
      rules: #"[{"objectID": "w", "conditions": [{"pattern": "iwatch", "anchoring": "is","#
        + #" "alternatives": false}], "consequence": {"params": {"query": "ipad pro"}}}]"#,
      parameters: ["query": "iwatch"],
      expected: { _ in ["5"] }),
    // https://www.algolia.com/doc/libraries/sdk/v1/methods/save-rule (context-based condition)
    RuleCase(
      name: "a context condition needs the context in ruleContexts",
      rules: #"[{"objectID": "m", "conditions": [{"context": "mobile"}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy", "ruleContexts": ["mobile"]],
      expected: { base in base.filter { $0 != "6" } }),
    RuleCase(
      name: "without the context the rule does not apply",
      rules: #"[{"objectID": "m", "conditions": [{"context": "mobile"}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy", "ruleContexts": ["desktop"]],
      expected: { $0 }),
    RuleCase(
      name: "a filters condition applies when the request has those filters",
      rules: #"[{"objectID": "f", "conditions": [{"filters": "brand:Samsung"}],"#
        + #" "consequence": {"hide": [{"objectID": "2"}]}}]"#,
      parameters: ["query": "galaxy", "filters": "brand:samsung AND price > 10"],
      expected: { base in base.filter { $0 != "2" } }),
    RuleCase(
      name: "a filters condition does not apply without them",
      rules: #"[{"objectID": "f", "conditions": [{"filters": "brand:Samsung"}],"#
        + #" "consequence": {"hide": [{"objectID": "2"}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { $0 }),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (validity, enabled)
    RuleCase(
      name: "a rule outside its validity does not apply",
      rules: #"[{"objectID": "v", "validity": [{"from": 0, "until": 1000}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { $0 }),
    RuleCase(
      name: "a rule inside its validity applies",
      rules: #"[{"objectID": "v", "validity": [{"from": 0, "until": 99999999999}],"#
        + #" "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { base in base.filter { $0 != "6" } }),
    RuleCase(
      name: "a disabled rule does not apply",
      rules:
        #"[{"objectID": "d", "enabled": false, "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy"],
      expected: { $0 }),
    // https://www.algolia.com/doc/api-reference/api-parameters/enableRules/
    RuleCase(
      name: "enableRules false turns rules off",
      rules: #"[{"objectID": "d", "consequence": {"hide": [{"objectID": "6"}]}}]"#,
      parameters: ["query": "galaxy", "enableRules": false],
      expected: { $0 }),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (alternatives)
    RuleCase(
      name: "alternatives match a plural form of the pattern",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "phone", "anchoring": "contains","#
        + #" "alternatives": true}], "consequence": {"hide": [{"objectID": "7"}]}}]"#,
      parameters: ["query": "phones"],
      expected: { base in base.filter { $0 != "7" } }),
    RuleCase(
      name: "without alternatives the plural does not match",
      rules: #"[{"objectID": "a", "conditions": [{"pattern": "phone", "anchoring": "contains"}],"#
        + #" "consequence": {"hide": [{"objectID": "7"}]}}]"#,
      parameters: ["query": "phones"],
      expected: { $0 }),
    // https://www.algolia.com/doc/api-reference/api-methods/save-rule/ (filterPromotes)
    RuleCase(
      name: "filterPromotes keeps out a pinned record that fails the filters",
      rules: #"[{"objectID": "p", "consequence": {"promote": [{"objectID": "5", "position": 0}],"#
        + #" "filterPromotes": true}}]"#,
      parameters: ["query": "galaxy", "filters": "brand:Samsung"],
      expected: { $0 }),
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
