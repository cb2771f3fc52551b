import Foundation
import InstantSearchTestSupport
import LineEditor
import Testing

@testable import InstantSearchREPL

@Suite("Tab completes file paths for open and plugin load")
struct PathCompletionTests {
  /// A folder holding `data/`, `dir/`, `data.json`, `lib.so`, `notes.txt`, `.hidden` and a
  /// file whose name holds a space.
  static func folder() throws -> String {
    let path = try TestFolders.folder("paths").path
    for folder in ["data", "dir"] {
      try FileManager.default.createDirectory(
        atPath: path + "/" + folder, withIntermediateDirectories: true)
    }
    for file in ["data.json", "lib.so", "notes.txt", ".hidden", "two words.json"] {
      _ = FileManager.default.createFile(atPath: path + "/" + file, contents: Data("[]".utf8))
    }
    return path
  }

  /// A vocabulary whose home folder is `home`.
  static func vocabulary(home: String?) -> CompletionVocabulary {
    var vocabulary = CompletionVocabulary()
    vocabulary.home = home
    return vocabulary
  }

  @Test("open completes files and folders, a folder with a trailing / and no space, listed by name")
  func open() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let vocabulary = Self.vocabulary(home: root)
    #expect(vocabulary.complete("open \(root)/di").action == .insert("r/"))
    #expect(vocabulary.complete("open \(root)/da").action == .insert("ta"))
    #expect(
      vocabulary.complete("open \(root)/data").action == .list(["data.json", "data/"]))
    #expect(vocabulary.complete("open \(root)/no").action == .insert("tes.txt "))
    #expect(vocabulary.complete("open \(root)/.h").action == .insert("idden "))
    #expect(vocabulary.complete("open \(root)/t").action == .beep)
    #expect(!vocabulary.complete("open \(root)/").candidates.contains("\(root)/.hidden"))
    #expect(vocabulary.complete("open \(root)/data.json ").candidates == ["--index"])
  }

  @Test("~ stands for the home folder, and stays as typed")
  func home() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var vocabulary = Self.vocabulary(home: root)
    #expect(vocabulary.complete("open ~").action == .insert("/"))
    #expect(vocabulary.complete("open ~/no").action == .insert("tes.txt "))
    #expect(vocabulary.complete("plugin load ~/l").action == .insert("ib.so "))
    vocabulary.home = nil
    #expect(vocabulary.complete("open ~/no").action == .beep)
  }

  @Test("plugin load offers folders and shared libraries only")
  func plugin() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let vocabulary = CompletionVocabulary()
    #expect(
      vocabulary.complete("plugin load \(root)/").action == .list(["data/", "dir/", "lib.so"]))
    #expect(vocabulary.complete("plugin l").action == .insert("oad "))
  }
}
