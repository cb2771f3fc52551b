import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

/// The files of an export beside the records: rules, synonyms, and the configuration layout of
/// Algolia's `ecommerce-federated` dataset.
@Suite("Export layouts: rules, synonyms and configuration files")
struct ExportLayoutTests {
  /// `shop` with a replica; rules and synonyms files for both; a configuration file for `deals`.
  func exportFolder() throws -> String {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(JSON.array(Fixtures.records).jsonString, folder, "shop.json")
    try Fixtures.write(
      #"{"searchableAttributes": ["name", "brand"], "replicas": ["shop_price_asc"]}"#, folder,
      "shop_settings.json")
    try Fixtures.write(
      #"{"ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"]}"#,
      folder, "shop_price_asc_settings.json")
    try Fixtures.write(
      """
      [{"objectID": "tv", "conditions": [{"pattern": "tv", "anchoring": "is"}],
        "consequence": {"promote": [{"objectID": "4", "position": 0}]}}]
      """, folder, "shop_rules.json")
    try Fixtures.write(
      #"[{"objectID": "s1", "type": "synonym", "synonyms": ["phone", "mobile"]}]"#, folder,
      "shop_synonyms.json")
    try Fixtures.write(
      #"[{"objectID": "r2", "consequence": {"userData": {"banner": "cheap"}}}]"#, folder,
      "shop_price_asc_rules.json")
    try Fixtures.write(#"[{"objectID": "d1", "name": "Deal one"}]"#, folder, "deals.json")
    try Fixtures.write(
      """
      {"settings": {"hitsPerPage": 3, "searchableAttributes": ["name"]},
       "rules": [{"objectID": "always", "consequence": {"userData": {"a": 1}}}],
       "synonyms": [{"objectID": "w", "type": "oneWaySynonym", "input": "offer",
                     "synonyms": ["deal"]}]}
      """, folder, "deals_configuration.json")
    return folder
  }

  @Test("rules and synonyms files load with their index; each replica has its own")
  func sideFiles() throws {
    let folder = try exportFolder()
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["deals", "shop"])
    #expect(report.failures.isEmpty && report.warnings.isEmpty)
    // `shop_rules.json` is the rules of shop, not an index of its own.
    #expect(client.indexNames == ["deals", "shop", "shop_price_asc"])
    #expect(try client.rules(indexName: "shop").map(\.objectID) == ["tv"])
    #expect(try client.rules(indexName: "shop_price_asc").map(\.objectID) == ["r2"])
    #expect(try client.synonyms(indexName: "shop").map(\.objectID) == ["s1"])
    #expect(try client.synonyms(indexName: "shop_price_asc").isEmpty)
    // Opening the records file alone reads the same files.
    let one = LocalClient()
    try one.load(folder + "/shop.json")
    #expect(try one.rules(indexName: "shop_price_asc").map(\.objectID) == ["r2"])
  }

  @Test("a configuration file gives settings, rules and synonyms at once")
  func configurationFile() throws {
    let client = LocalClient()
    try client.loadFolder(try exportFolder())
    #expect(try client.search(indexName: "deals")["hitsPerPage"] == 3)
    #expect(try client.rules(indexName: "deals").map(\.objectID) == ["always"])
    #expect(try client.synonyms(indexName: "deals").map(\.objectID) == ["w"])
  }

  @Test(
    "errors in rules, synonyms and configuration files name the file and the JSON path",
    arguments: [
      (
        "shop_rules.json",
        #"[{"objectID": "a", "conditions": [{"pattern": "x", "anchoring": "around"}]}]"#,
        "[0].conditions[0].anchoring"
      ),
      (
        "shop_rules.json",
        #"[{"objectID": "a", "consequence": {}}, {"objectID": "b", "consequence": {"promote": [{"objectID": "1"}]}}]"#,
        "[1].consequence.promote[0].position"
      ),
      ("shop_rules.json", #"{"objectID": "a"}"#, nil),
      ("shop_synonyms.json", #"[{"objectID": "s", "type": "synonym"}]"#, "[0].synonyms"),
      (
        "deals_configuration.json", #"{"settings": {"customRanking": ["price"]}}"#,
        "settings.customRanking"
      ),
      (
        "deals_configuration.json", #"{"rules": [{"objectID": "x", "enabled": "yes"}]}"#,
        "rules[0].enabled"
      ),
      (
        "deals_configuration.json", #"{"synonyms": [{"objectID": "x", "type": "magic"}]}"#,
        "synonyms[0].type"
      ),
    ] as [(String, String, String?)])
  func errors(file: String, text: String, path: String?) throws {
    let folder = try exportFolder()
    try Fixtures.write(text, folder, file)
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    let error = try #require(report.failures.first)
    #expect(error.file.hasSuffix(file))
    #expect(error.key == path)
    if let path { #expect(error.description.contains("key `\(path)`")) }
    // Only the index the file belongs to is left out.
    #expect(report.indexNames.count == 1)
  }
}
