import Foundation
import InstantSearchTestSupport
import Testing

/// `plugin load` of a library that crashes while it is loaded: the REPL loads it in a child
/// first, as `plugin check` does, and refuses it with the checker's message instead of dying.
@Suite("plugin load of a crashing plugin, run as a person would", .timeLimit(.minutes(5)))
struct PluginLoadProcessTests {
  /// Builds a shared library whose constructor aborts, in a fresh folder.
  static func crashingLibrary() throws -> URL {
    let folder = try TestFolders.folder("instantsearch-crashing")
    let source = folder.appendingPathComponent("crash.c")
    try "#include <stdlib.h>\n__attribute__((constructor)) static void crash(void) { abort(); }\n"
      .write(to: source, atomically: true, encoding: .utf8)
    let library = folder.appendingPathComponent("libcrash.so")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["clang", "-shared", "-fPIC", source.path, "-o", library.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return library
  }

  @Test("the crash is reported, nothing is loaded, and the session goes on")
  func crashingConstructor() async throws {
    let library = try Self.crashingLibrary()
    let home = library.deletingLastPathComponent()
    let run = try await ProductRun.run(
      ProductsDirectory.executable("instantsearch"),
      input: "plugin load \(library.path)\nplugins\nsearch phone\n",
      environment: [
        "HOME": home.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        "INSTANTSEARCH_HISTFILE": "",
      ])
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.errors.contains("plugin: not loaded: load with \(library.path): crashed ("))
    #expect(run.errors.contains("signal 6)"))
    #expect(run.output.contains("no plugins loaded") || !run.output.contains("libcrash"))
    #expect(run.output.contains("hits in"))
  }
}
