import InstantSearchCore
import Testing

@testable import InstantSearchREPL

@Suite("A search's report")
@MainActor
struct ResultsReportTests {
  @Test("The hits' table is drawn for text, not for JSON, which prints none")
  func tableOnlyForText() async throws {
    let folder = try ShopFolder()
    defer { folder.remove() }
    for json in [false, true] {
      let session = Session(configuration: .testing(Transcript(), json: json))
      #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
      let stack = try session.requireStack()
      let report = session.resultsReport(stack, hitsLimit: 5)
      #expect(report.lines.contains { $0.contains("objectID") } == !json)
      #expect(report.json["hits"]?.arrayValue?.count == 5)
    }
  }
}
