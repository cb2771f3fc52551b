import Foundation
import Testing

@testable import InstantSearchREPL

@Suite("open --index and indices over every primary index of a source")
@MainActor
struct OpenCommandTests {
  /// The shop folder with a second primary index, `blog`.
  static func folderWithBlog() throws -> ShopFolder {
    let folder = try ShopFolder()
    try #"[{"objectID":"b1","title":"Hello blog"},{"objectID":"b2","title":"Second post"}]"#
      .write(toFile: folder.path + "/blog.json", atomically: true, encoding: .utf8)
    return folder
  }

  @Test("indices lists the other primaries; open --index NAME switches to one and back")
  func switches() async throws {
    let folder = try Self.folderWithBlog()
    defer { folder.remove() }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(
      await session.start(LaunchOptions(dataPath: folder.path, indexName: "shop")) == .succeeded)
    #expect(transcript.output.contains("other indices: blog (open --index NAME switches)"))
    #expect(await session.execute("indices") == .succeeded)
    #expect(transcript.output.contains("other indices in \(folder.path):\n  blog\n"))
    #expect(await session.execute("open --index blog") == .succeeded)
    #expect(session.currentIndexName == "blog")
    #expect(transcript.output.contains("2 records in blog"))
    #expect(await session.execute("open --index shop") == .succeeded)
    #expect(session.currentIndexName == "shop")
    #expect(await session.execute("open --index nowhere") == .failed)
    #expect(transcript.errors.contains(#"unknown index "nowhere""#))
    #expect(session.currentIndexName == "shop")
  }

  @Test("open PATH --index NAME starts on that index; ~ is the home folder")
  func pathAndIndex() async throws {
    let folder = try Self.folderWithBlog()
    defer { folder.remove() }
    let parent = (folder.path as NSString).deletingLastPathComponent
    let name = (folder.path as NSString).lastPathComponent
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, environment: ["HOME": parent]))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    #expect(await session.execute("open ~/\(name) --index blog") == .succeeded)
    #expect(session.currentIndexName == "blog")
    #expect(transcript.errors.isEmpty)
  }

  @Test(
    "open reads a path, --index NAME, or both",
    arguments: [
      ("open demo", OpenCommand(path: "demo")),
      ("open --index blog", OpenCommand(indexName: "blog")),
      ("open /d --index blog", OpenCommand(path: "/d", indexName: "blog")),
    ])
  func parses(line: String, expected: OpenCommand) throws {
    #expect(try CommandRegistry.parse(line) as? OpenCommand == expected)
  }

  @Test("open refuses a missing index name and a second path")
  func refuses() {
    #expect(throws: CommandError.self) { try CommandRegistry.parse("open --index") }
    #expect(throws: CommandError.self) { try CommandRegistry.parse("open a b") }
    #expect(throws: CommandError.self) { try CommandRegistry.parse("open") }
  }
}
