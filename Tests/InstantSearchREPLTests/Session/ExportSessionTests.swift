import Foundation
import InstantSearchCore
import InstantSearchREPL
import InstantSearchTestSupport
import LineEditor
import Testing

@Suite("Sessions on exports")
@MainActor
struct ExportSessionTests {
  @Test("The banner counts records, and the hits apart when distinct shows fewer")
  func bannerCountsRecords() async throws {
    let url = try TestFolders.folder("talks")
    defer { try? FileManager.default.removeItem(at: url) }
    let records: [JSON] = [
      ["objectID": "1", "name": "Swift on Linux", "talk": "a"],
      ["objectID": "2", "name": "Swift on Linux, again", "talk": "a"],
      ["objectID": "3", "name": "Search at scale", "talk": "b"],
    ]
    try JSON.array(records).jsonString.write(
      toFile: url.path + "/talks.json", atomically: true, encoding: .utf8)
    let settings: JSON = ["attributeForDistinct": "talk", "distinct": true]
    try settings.jsonString.write(
      toFile: url.path + "/talks_settings.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.start(LaunchOptions(dataPath: url.path)) == .succeeded)
    #expect(
      transcript.output.contains("opened \(url.path): 3 records (2 hits after distinct) in talks"))
  }

  @Test("The banner of a plain folder counts its records")
  func bannerPlain() async throws {
    let (transcript, _) = try await ShopFolder.run([])
    #expect(transcript.output.contains(": 6 records in shop;"))
  }

  @Test(
    "clear naming a group that holds no filter changes nothing and names the group",
    arguments: [
      ("clear --except or:tag", "or:tag"),
      ("clear or:nothing", "or:nothing"),
      ("clear or:brand and:nothing", "and:nothing"),
    ])
  func clearUnknownGroup(command: String, group: String) async throws {
    let (transcript, status) = try await ShopFolder.run([
      "filter add or:brand brand:Acme", command, "filters",
    ])
    #expect(status == 1)
    #expect(
      transcript.errors
        == "error: clear: no filters in \(group); nothing was cleared (groups with filters: or:brand)\n"
    )
    #expect(transcript.output.contains("filters string: ( \"brand\":\"Acme\" )"))
  }
}

@Suite("Words that are commands")
@MainActor
struct CommandWordsTests {
  @Test(
    "A failed command line of plain words says how to search for them",
    arguments: ["open source", "sort of", "clear water"])
  func searchHint(line: String) async throws {
    let (transcript, status) = try await ShopFolder.run([line])
    #expect(status == 1)
    #expect(transcript.errors.contains("; to search for \"\(line)\", type: search \(line)\n"))
  }
}

@Suite("Hostile data")
@MainActor
struct HostileDataTests {
  @Test("Escape sequences and line breaks in records reach the terminal escaped")
  func escapes() async throws {
    let url = try TestFolders.folder("hostile")
    defer { try? FileManager.default.removeItem(at: url) }
    let records: [JSON] = [
      ["objectID": "1", "name": "retitle \u{1B}]0;owned\u{07} me", "brand": "a\nb\tc"],
      ["objectID": "2\u{1B}[2J", "name": "plain", "brand": "\u{1B}[2Jclear"],
    ]
    try JSON.array(records).jsonString.write(
      toFile: url.path + "/evil.json", atomically: true, encoding: .utf8)
    let settings: JSON = ["attributesForFaceting": ["brand"]]
    try settings.jsonString.write(
      toFile: url.path + "/evil_settings.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let vocabulary = CompletionVocabulary.Shared()
    let session = Session(configuration: .testing(transcript), vocabulary: vocabulary)
    #expect(await session.start(LaunchOptions(dataPath: url.path)) == .succeeded)
    _ = await session.execute("facets brand")
    _ = await session.execute("search retitle")
    let output = transcript.log
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains("retitle \\e]0;owned? me"))
    #expect(output.contains("2\\e[2J"))
    #expect(output.contains("a\\nb\\tc"))
    #expect(output.contains("\\e[2Jclear"))
    let completion = vocabulary.snapshot.complete("filter add or:brand brand:")
    #expect(completion.candidates.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1B}") })
  }
}

@Suite("Interrupting a load")
@MainActor
struct InterruptLoadTests {
  @Test("Ctrl-C while a large file loads at start (--data) or on open cancels it")
  func interruptOpen() async throws {
    let path = TestFolders.temporaryURL
      .appendingPathComponent("large-\(UUID().uuidString).ndjson").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let line = #"{"objectID":"ID","name":"a product with a name long enough to take time"}"#
    let text = (0..<150_000).map { line.replacing("ID", with: String($0)) }
      .joined(separator: "\n")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let state = Locked((armed: false, calls: 0))
    var configuration = SessionConfiguration.testing(transcript)
    // Once armed, the first call is the check before the command starts; every later one is
    // a Ctrl-C.
    configuration.interruptRequested = {
      state.withLock { state in
        guard state.armed else { return false }
        state.calls += 1
        return state.calls > 1
      }
    }
    let session = Session(configuration: configuration)
    #expect(await session.execute("open demo") == .succeeded)
    state.withLock { $0.armed = true }
    #expect(await session.execute("open \(path)") == .failed)
    #expect(transcript.errors.hasSuffix("cancelled\n"))
    #expect(session.currentIndexName == "products")
    state.withLock { $0.calls = 0 }
    let fresh = Session(configuration: configuration)
    #expect(await fresh.start(LaunchOptions(dataPath: path)) == .failed)
    #expect(
      transcript.errors.hasSuffix(
        "cancelled\ncancelled; nothing is open: open demo, open PATH or connect algolia\n"))
    #expect(fresh.currentIndexName == nil)
  }
}
