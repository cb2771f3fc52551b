import Foundation
import Testing

@testable import InstantSearchREPL

@Suite("hits per page N and the pagination cap")
@MainActor
struct HitsCommandTests {
  @Test("hits per page N sets the page size and goes back to page 1")
  func perPage() async throws {
    let (transcript, status) = try await ShopFolder.run(["hits per page 2", "next"])
    #expect(status == 0)
    #expect(transcript.output.contains("2 hits per page\n"))
    #expect(transcript.output.contains("page 1/3"))
    #expect(transcript.output.contains("page 2/3"))
  }

  @Test(
    "hits per page refuses what is not a size from 1 to 1000",
    arguments: [
      "hits per page 0", "hits per page 1001", "hits per page", "hits per row 3",
    ])
  func badSizes(line: String) {
    #expect(throws: CommandError.self) { try CommandRegistry.parse(line) }
  }

  @Test("When paginationLimitedTo caps the pages, the stats line is followed by a note")
  func cappedNote() async throws {
    let folder = try ShopFolder()
    defer { folder.remove() }
    let settings = #"{"searchableAttributes":["name","brand"],"paginationLimitedTo":2}"#
    try settings.write(
      toFile: folder.path + "/shop_settings.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    #expect(!transcript.output.contains("paginationLimitedTo"))
    #expect(await session.execute("hits per page 1") == .succeeded)
    #expect(transcript.output.contains("page 1/2"))
    #expect(
      transcript.output.contains(
        "only 2 hits can be paged (paginationLimitedTo): refine the search to see the others"))
  }
}
