import Foundation
import InstantSearchTestSupport
import LineEditor
import Testing

@Suite("History file")
struct HistoryFileTests {
  @Test(
    "Location follows the override, XDG_STATE_HOME, then HOME",
    arguments: [
      (["INSTANTSEARCH_HISTFILE": "/tmp/h", "HOME": "/home/a"], "/tmp/h"),
      (["INSTANTSEARCH_HISTFILE": "", "HOME": "/home/a"], nil),
      (["XDG_STATE_HOME": "/state", "HOME": "/home/a"], "/state/instantsearch/history"),
      (
        ["XDG_STATE_HOME": "relative", "HOME": "/home/a"],
        "/home/a/.local/state/instantsearch/history"
      ),
      (["HOME": "/home/a"], "/home/a/.local/state/instantsearch/history"),
      ([:], nil),
    ] as [([String: String], String?)]
  )
  func location(environment: [String: String], expected: String?) {
    #expect(
      HistoryFile.location(program: "instantsearch", environment: environment)?.path == expected)
  }

  /// A fresh folder under the temporary directory.
  private func temporaryFolder() throws -> URL {
    try TestFolders.folder("history")
  }

  /// The permission bits of the file at `path`.
  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test("Recorded lines are saved privately and loaded by the next session")
  func saveAndLoad() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = HistoryFile(path: folder.path + "/state/app/history")
    let first = try LineEditor(program: "test", historyFile: file)
    #expect(first.editorMode == "emacs")
    first.record("search red")
    first.record(" hidden")
    first.record("connect algolia key=abc")
    first.close()
    #expect(try mode(file.path) == 0o600)
    #expect(try mode(folder.path + "/state/app") == 0o700)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(!text.contains("abc"))
    #expect(!text.contains("hidden"))

    let second = try LineEditor(program: "test", historyFile: file)
    defer { second.close() }
    #expect(second.historyEntries == ["search red", "connect algolia key=<redacted>"])
  }

  @Test("A symlink at the history path is refused: kept, not followed, history in memory")
  func symlinkIsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.path + "/elsewhere"
    try "untouched".write(toFile: target, atomically: false, encoding: .utf8)
    let path = folder.path + "/history"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

    let editor = try LineEditor(program: "test", historyFile: HistoryFile(path: path))
    #expect(editor.historyEntries.isEmpty)
    editor.record("indices")
    #expect(editor.historyEntries == ["indices"])
    editor.close()

    #expect(try String(contentsOfFile: target, encoding: .utf8) == "untouched")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
  }

  @Test("Two sessions at once append: neither loses the other's lines, the limit holds")
  func concurrentSessionsAppend() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = HistoryFile(path: folder.path + "/history")
    let first = try LineEditor(program: "test", historyFile: file, historySize: 4)
    let second = try LineEditor(program: "test", historyFile: file, historySize: 4)
    first.record("search red")
    second.record("search blue")
    first.record("hits 3")
    second.close()
    first.close()
    #expect(try mode(file.path) == 0o600)

    let third = try LineEditor(program: "test", historyFile: file, historySize: 4)
    #expect(third.historyEntries == ["search red", "search blue", "hits 3"])
    third.record("indices")
    third.record("sort 1")
    third.close()
    let fourth = try LineEditor(program: "test", historyFile: file, historySize: 4)
    defer { fourth.close() }
    #expect(fourth.historyEntries == ["search blue", "hits 3", "indices", "sort 1"])
  }

  @Test(
    "Off without a home is said; off on purpose or with a place is not",
    arguments: [
      ([:], true),
      (["HOME": ""], true),
      (["INSTANTSEARCH_HISTFILE": ""], false),
      (["INSTANTSEARCH_HISTFILE": "/tmp/h"], false),
      (["XDG_STATE_HOME": "/state"], false),
      (["HOME": "/home/a"], false),
    ] as [([String: String], Bool)]
  )
  func offNotice(environment: [String: String], said: Bool) {
    let notice = HistoryFile.offNotice(program: "instantsearch", environment: environment)
    #expect((notice != nil) == said)
    if said {
      #expect(notice?.contains("HOME") == true)
      #expect(notice?.contains("INSTANTSEARCH_HISTFILE") == true)
    }
  }

  @Test("Without a file, history stays in memory; a closed editor reads end of input")
  func memoryOnly() throws {
    let editor = try LineEditor(program: "test", historyFile: nil)
    editor.record("one")
    editor.record("one")
    editor.record("two")
    #expect(editor.historyEntries == ["one", "two"])
    editor.close()
    editor.close()
    #expect(editor.readLine(prompt: "> ") == .endOfInput)
  }
}
