import Testing

@testable import InstantSearchREPL

@Suite("The hit columns: picked with columns, or the sort order's attribute")
@MainActor
struct ColumnsCommandTests {
  /// The header line of the last hits table in `output`.
  static func lastHeader(_ output: String) -> String? {
    output.split(separator: "\n").last { $0.hasPrefix("#  objectID") }.map(String.init)
  }

  @Test("After sort by a price replica the price shows in a column; back on relevance it goes")
  func sortAttribute() async throws {
    let (transcript, status) = try await ShopFolder.run(["sort shop_price_asc"])
    #expect(status == 0)
    let header = try #require(Self.lastHeader(transcript.output))
    #expect(header.contains("name") && header.contains("price"))
    #expect(
      transcript.output.split(separator: "\n").contains {
        $0.contains("Green hat") && $0.hasSuffix(" 20")
      })
    let (back, _) = try await ShopFolder.run(["sort shop_price_asc", "sort shop"])
    #expect(Self.lastHeader(back.output)?.contains("price") == false)
  }

  @Test("columns ATTRIBUTE... picks the columns; columns auto goes back to the sort attribute")
  func picks() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "columns brand price", "columns", "columns auto", "sort 2",
    ])
    #expect(status == 0)
    let output = transcript.output
    #expect(output.contains("columns: brand, price\n"))
    #expect(output.contains("Dolce & Gabbana"))
    #expect(output.contains("columns: none (auto)\n"))
    #expect(Self.lastHeader(output)?.contains("price") == true)
    #expect(Self.lastHeader(output)?.contains("brand") == false)
  }
}
