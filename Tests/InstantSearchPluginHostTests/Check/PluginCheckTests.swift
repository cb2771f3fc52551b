import Foundation
import InstantSearchTestSupport
import Testing

/// `instantsearch plugin check FILE`, run as a person would run it: it passes on every example
/// plugin and fails, naming the member, on fixtures broken the ways plugins break.
@Suite("instantsearch plugin check")
struct PluginCheckTests {
  /// Runs the built `instantsearch plugin check` on `file`: its output (standard output and
  /// standard error, as a terminal shows them) and exit status.
  static func check(_ file: String, options: [String] = []) throws -> (
    output: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProductsDirectory.executable("instantsearch"))
    process.arguments = ["plugin", "check"] + options + [file]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// Builds the checker fixture with `define` and checks it with `options`.
  static func checkFixture(_ define: String?, options: [String] = []) throws -> (
    output: String, status: Int32
  ) {
    let name = define ?? "FIXTURE_SOUND"
    let library = try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "Checked\(name)",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.check.\(name.lowercased())")]
        + (define.map { [$0] } ?? []))
    return try check(library, options: options)
  }

  @Test(
    "passes on every example plugin",
    arguments: ["JSONLinesPlugin", "MenuSegmentPlugin"])
  func examples(_ product: String) throws {
    let (output, status) = try Self.check(ProductsDirectory.library(product))
    #expect(status == 0, "\(output)")
    #expect(output.contains(": passed, "))
    #expect(!output.contains("FAIL"))
  }

  @Test("passes on the C++ example")
  func cxxExample() throws {
    let (output, status) = try Self.check(CxxExampleTests.build())
    #expect(status == 0, "\(output)")
    #expect(output.contains("ok   org.instantsearch.cxx/table (hits): "))
  }

  @Test("passes on the fixture with a controller of every kind")
  func soundFixture() throws {
    let sound = try Self.checkFixture(nil)
    #expect(sound.status == 0, "\(sound.output)")
    #expect(sound.output.contains("ok   test.check.fixture_sound/hits (hits): "))
    #expect(sound.output.contains("passed, 16 controllers"))
  }

  @Test("fails on a NULL function and on a short struct, naming the member")
  func malformed() throws {
    let null = try Self.checkFixture("FIXTURE_NULL_FUNCTION")
    #expect(null.status == 1)
    #expect(null.output.contains("FAIL test.check.fixture_null_function/hits (hits)\n"))
    #expect(null.output.contains("create: ") && null.output.contains("handle_input is NULL"))
    let short = try Self.checkFixture("FIXTURE_SHORT_STRUCT")
    #expect(short.status == 1)
    #expect(short.output.contains("struct_size") && short.output.contains("is shorter than"))
  }

  @Test("fails on a crash on empty input, caught in a child process, naming the member")
  func crash() throws {
    let (output, status) = try Self.checkFixture("FIXTURE_CRASH_ON_EMPTY")
    #expect(status == 1)
    #expect(output.contains("handle_input with empty text: crashed ("))
    #expect(output.contains("signal 11)"))
    // The crash is reported in that one line, not with the runtime's backtrace of the child.
    #expect(!output.contains("Program crashed"), "\(output)")
  }

  @Test("fails on a render that writes past the buffer's capacity")
  func overflow() throws {
    let (output, status) = try Self.checkFixture("FIXTURE_RENDER_OVERFLOW")
    #expect(status == 1)
    #expect(output.contains("render: wrote past the end of a buffer of 1 bytes"))
  }

  @Test("reports a member that never returns as hung, naming it, and goes on with the others")
  func hung() throws {
    let (output, status) = try Self.checkFixture(
      "FIXTURE_HANG_ON_MORE", options: ["--timeout", "5"])
    #expect(status == 1)
    #expect(output.contains("FAIL test.check.fixture_hang_on_more/hits (hits)\n"), "\(output)")
    #expect(output.contains("handle_input with \"more\": hung (no answer in 5 s; "))
    #expect(output.contains("ok   test.check.fixture_hang_on_more/stats (stats): "))
  }

  @Test("fails on a missing file and explains its usage")
  func usage() throws {
    let missing = try Self.check("/no/such/plugin.so")
    #expect(missing.status == 1)
    #expect(missing.output.contains("FAIL /no/such/plugin.so: load: "))
    let timeout = try Self.check("/no/such/plugin.so", options: ["--timeout", "soon"])
    #expect(timeout.status == 2)
    #expect(timeout.output.contains("--timeout takes whole seconds from 1 to 86400, not \"soon\""))
  }
}
