import Foundation
import InstantSearchCore
import InstantSearchREPL
import LineEditor
import Testing

@Suite("Rules in the session")
@MainActor
struct RuleSessionTests {
  /// Runs `lines` on the shop folder with a rule for queries containing `shoe`: custom data,
  /// and a facet ordering (price, then brand with `Dolce & Gabbana` pinned).
  /// https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/merchandising-facets
  static func run(_ lines: [String], json: Bool = false) async throws -> Transcript {
    let folder = try ShopFolder()
    defer { folder.remove() }
    let rules: JSON = [
      [
        "objectID": "shoes",
        "conditions": [["pattern": "shoe", "anchoring": "contains"]],
        "consequence": [
          "userData": ["banner": "Shoe week"],
          "params": [
            "renderingContent": [
              "facetOrdering": [
                "facets": ["order": ["price", "brand"]],
                "values": ["brand": ["order": ["Dolce & Gabbana"]]],
              ]
            ]
          ],
        ],
      ]
    ]
    try rules.jsonString.write(
      toFile: folder.path + "/shop_rules.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: json))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    _ = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return transcript
  }

  @Test("a search shows the rule's data and the facets in the rule's order")
  func text() async throws {
    let output = try await Self.run(["search shoe", "search hat"]).output
    let shoe = try #require(output.range(of: #"rule data: {"banner":"Shoe week"}"#))
    let price = try #require(output.range(of: "facet price: "))
    let brand = try #require(output.range(of: "facet brand: Dolce & Gabbana (1) · Acme (2)"))
    #expect(shoe.lowerBound < price.lowerBound && price.lowerBound < brand.lowerBound)
    #expect(output.components(separatedBy: "rule data:").count == 2, "the hat search has none")
  }

  @Test("the JSON report carries userData")
  func json() async throws {
    let output = try await Self.run(["search shoe"], json: true).output
    #expect(output.contains(#""userData":[{"banner":"Shoe week"}]"#))
  }
}
