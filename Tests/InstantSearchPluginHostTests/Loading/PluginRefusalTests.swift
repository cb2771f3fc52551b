import Foundation
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// Every way a plugin file can be wrong: each is refused with a message naming the file and the
/// fault, and the host keeps running (the next case loads fine).
@Suite("Plugin refusals")
struct PluginRefusalTests {
  /// One broken plugin: how to make it, and what the refusal must say.
  enum Refusal: String, CaseIterable, CustomTestStringConvertible {
    case missingFile, notELF, wrongArchitecture, directory, noEntrySymbol, unresolvedSymbol
    case wrongMajor, newerMinor, shortStruct, nullRequiredFunction, initializeFails

    var testDescription: String { rawValue }

    /// Makes the file (or the absence of one) and returns its path.
    func prepare() throws -> String {
      let directory = FixtureBuilder.outputDirectory
      let id = FixtureBuilder.string("FIXTURE_ID", "test.refusal.\(rawValue)")
      switch self {
      case .missingFile:
        return directory.appendingPathComponent("libDoesNotExist.so").path
      case .notELF:
        let path = directory.appendingPathComponent("libNotELF.so").path
        try Data("this is not a shared library, just text\n".utf8).write(
          to: URL(fileURLWithPath: path))
        return path
      case .wrongArchitecture:
        let built = try FixtureBuilder.build(
          "fixture_plugin.c", output: "WrongArchSource", defines: [id])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: built))
        bytes[18] = 183  // EM_AARCH64
        bytes[19] = 0
        let path = directory.appendingPathComponent("libWrongArch.so").path
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
      case .directory:
        let path = directory.appendingPathComponent("libDirectory.so").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
      case .noEntrySymbol:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "NoEntry", defines: [id, "FIXTURE_NO_ENTRY"])
      case .unresolvedSymbol:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "Unresolved", defines: [id, "FIXTURE_UNRESOLVED"])
      case .wrongMajor:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "WrongMajor", defines: [id, "FIXTURE_MAJOR=2"])
      case .newerMinor:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "NewerMinor", defines: [id, "FIXTURE_MINOR=99"])
      case .shortStruct:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "ShortStruct", defines: [id, "FIXTURE_TABLE_SIZE=24"])
      case .nullRequiredFunction:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "NullInitialize", defines: [id, "FIXTURE_NULL_INITIALIZE"])
      case .initializeFails:
        return try FixtureBuilder.build(
          "fixture_plugin.c", output: "InitFails",
          defines: [id, FixtureBuilder.string("FIXTURE_INIT_ERROR", "license file missing")])
      }
    }

    /// Whether `error` is the refusal this case expects.
    func matches(_ error: PluginLoadError) -> Bool {
      switch (self, error) {
      case (.missingFile, .fileNotFound), (.notELF, .notSharedLibrary),
        (.wrongArchitecture, .wrongArchitecture), (.directory, .isDirectory),
        (.noEntrySymbol, .noEntryPoint), (.unresolvedSymbol, .openFailed),
        (.wrongMajor, .incompatibleMajor), (.newerMinor, .newerMinor),
        (.shortStruct, .structTooShort), (.nullRequiredFunction, .nullRequiredField),
        (.initializeFails, .initializeFailed):
        return true
      default:
        return false
      }
    }

    /// Words the message must contain besides the path.
    var messageFragments: [String] {
      switch self {
      case .missingFile: ["no such file"]
      case .notELF: ["not an ELF shared library", "ELF magic"]
      case .wrongArchitecture: ["built for aarch64", "x86_64"]
      case .directory: ["is a directory"]
      case .noEntrySymbol: ["instantsearch_plugin_entry_v1"]
      case .unresolvedSymbol: ["undefined symbol", "isp_fixture_function_that_does_not_exist"]
      case .wrongMajor: ["plugin ABI 2.", "supports 1.0 to 1."]
      case .newerMinor: ["plugin ABI 1.99", "newer than this host's"]
      case .shortStruct: ["isp_plugin_t", "struct_size 24"]
      case .nullRequiredFunction: ["initialize", "NULL"]
      case .initializeFails: ["test.refusal.initializeFails", "license file missing"]
      }
    }
  }

  @Test("is refused with a clear message", arguments: Refusal.allCases)
  func refusal(_ refusal: Refusal) throws {
    let path = try refusal.prepare()
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let error = try #require(throws: PluginLoadError.self) { try registry.load(path) }
    #expect(refusal.matches(error), "got \(error)")
    let message = error.description
    #expect(message.contains(path), "\(message)")
    for fragment in refusal.messageFragments {
      #expect(message.contains(fragment), "\(message)")
    }
    #expect(registry.plugins.isEmpty)

    // The host is still running and can load a good plugin.
    let good = try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
    #expect(good.id == "org.instantsearch.jsonlines")
  }

  @Test("a refused plugin that already initialized is not initialized again")
  func refusedAfterInitialize() throws {
    let path = try Refusal.initializeFails.prepare()
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let first = try #require(throws: PluginLoadError.self) { try registry.load(path) }
    let second = try #require(throws: PluginLoadError.self) { try registry.load(path) }
    #expect(first == second)
  }

  @Test("a bare name missing from the search path names the directories searched")
  func notInSearchPath() throws {
    let registry = PluginRegistry(searchPath: PluginSearchPath(parsing: "/nonexistent/a:/b"))
    let error = try #require(throws: PluginLoadError.self) { try registry.load("Nope") }
    #expect(error == .notInSearchPath(name: "Nope", directories: ["/nonexistent/a", "/b"]))
    #expect(error.description.contains("/nonexistent/a:/b"))
  }
}
