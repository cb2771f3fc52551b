import Foundation
import InstantSearchTestSupport
import Testing

@testable import InstantSearchREPL

@Suite("A path that cannot be opened is reported with its cause")
@MainActor
struct PathArgumentTests {
  /// A fresh temporary folder.
  static func folder() throws -> String {
    try TestFolders.folder("unreadable").path
  }

  @Test("open names a missing path and a loop of symbolic links apart")
  func openCauses() async throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(atPath: root + "/b", withDestinationPath: "a")
    #expect(PathArgument.problem(at: root) == nil)
    #expect(PathArgument.problem(at: root + "/none") == "no file or folder at \(root)/none")
    #expect(PathArgument.problem(at: root + "/a") == "\(root)/a: a loop of symbolic links")
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.execute("open \(root)/a") == .failed)
    #expect(transcript.errors.contains("error: open: \(root)/a: a loop of symbolic links\n"))
  }

  @Test(
    "A settings file that is a folder or a loop says so, not just that it cannot be read",
    arguments: [
      ("folder", "cannot read the file: not a regular file"),
      ("loop", "cannot read the file: Too many levels of symbolic links"),
    ])
  func settingsCauses(kind: String, reason: String) async throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try #"[{"objectID": "1", "name": "a"}]"#.write(
      toFile: root + "/talks.json", atomically: true, encoding: .utf8)
    let settings = root + "/talks_settings.json"
    if kind == "folder" {
      try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
    } else {
      try FileManager.default.createSymbolicLink(
        atPath: settings, withDestinationPath: "talks_settings.json")
    }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.execute("open \(root)/talks.json") == .failed)
    #expect(transcript.errors.contains("\(settings): \(reason)"), "\(transcript.errors)")
  }
}
