import Foundation
import InstantSearchTestSupport
import Testing

/// The `instantsearch` executable run as a script would run it, fed bad input and faulty
/// hosts: every fault is reported on standard error, the session goes on with what it had, the
/// exit status says a command failed, and the API key never shows.
@Suite("The instantsearch process under faults", .timeLimit(.minutes(10)))
struct ProcessFaultTests {
  /// The built REPL, next to this test executable.
  private static let binary = ProductsDirectory.executable("instantsearch")

  /// A fresh folder for this test's files.
  private static func folder() throws -> URL {
    try TestFolders.folder("instantsearch-faults")
  }

  /// Runs the REPL on `script` with a private home and history file.
  private static func run(
    _ script: [String], in home: URL, environment: [String: String] = [:]
  ) async throws -> ProductRun {
    var env = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
      "INSTANTSEARCH_HISTFILE": home.appendingPathComponent("history").path,
    ]
    env.merge(environment) { $1 }
    // A sanitized build of the tests runs a sanitized REPL: pass on the sanitizer options.
    for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
      env[name] = ProcessInfo.processInfo.environment[name]
    }
    return try await ProductRun.run(
      binary, input: script.joined(separator: "\n") + "\n", environment: env)
  }

  @Test("An API key never reaches the output, the errors or the history, even when echoed")
  func keyNeverShown() async throws {
    let key = "key-\(UUID().uuidString)"
    // A server that echoes the key it was sent in its error message.
    let echoing = try LoopbackServer { request in
      .error(403, "Invalid Application-ID or API key \(request.header("X-Algolia-API-Key") ?? "")")
    }
    defer { echoing.stop() }
    let closed = try ClosedPort()
    let home = try Self.folder()
    let run = try await Self.run(
      [
        "connect algolia --host http://127.0.0.1:\(echoing.port)",
        "connect algolia --host http://127.0.0.1:\(closed.port)",
        "search sam",
      ],
      in: home,
      environment: ["ALGOLIA_APP_ID": "TESTAPP", "ALGOLIA_API_KEY": key])
    #expect(!echoing.requests.isEmpty)
    #expect(echoing.requests.allSatisfy { $0.header("X-Algolia-API-Key") == key })
    #expect(run.errors.contains("403"))
    #expect(run.errors.contains("connection refused"))
    #expect(!run.output.contains(key))
    #expect(!run.errors.contains(key))
    let history = home.appendingPathComponent("history").path
    if let saved = FileManager.default.contents(atPath: history) {
      #expect(!String(decoding: saved, as: UTF8.self).contains(key))
    }
    // The session went on with the demo index.
    #expect(run.output.contains("index products"))
    #expect(run.status == 1)
  }

  @Test("A key given on the command line is refused before anything runs")
  func keyOnCommandLine() async throws {
    let home = try Self.folder()
    let run = try await ProductRun.run(
      Self.binary, arguments: ["--api-key", "secret-on-the-line"], input: "",
      environment: ["HOME": home.path])
    #expect(run.status != 0)
    #expect(!run.errors.isEmpty)
    #expect(!run.output.contains("secret-on-the-line"))
  }

  @Test(
    "A host that answers garbage, cuts its answer or fails is an error; the session goes on",
    arguments: [
      LoopbackReply.text(200, "<html>not JSON</html>"),
      LoopbackReply.json(#"{"items":[{"name":"products","entries":3}"#),
      LoopbackReply.text(502, "Bad Gateway"),
      LoopbackReply(status: 200, body: Data(#"{"items":[]}"#.utf8), delivery: .cutAfter(4)),
    ])
  func faultyHost(reply: LoopbackReply) async throws {
    let server = try LoopbackServer { _ in reply }
    defer { server.stop() }
    let home = try Self.folder()
    let run = try await Self.run(
      ["connect algolia --host http://127.0.0.1:\(server.port)", "search phone"], in: home,
      environment: ["ALGOLIA_APP_ID": "TESTAPP", "ALGOLIA_API_KEY": "k"])
    #expect(!server.requests.isEmpty)
    #expect(run.errors.hasPrefix("error: "))
    #expect(run.output.contains("query \"phone\""))
    #expect(run.output.contains("index products"))
    #expect(run.status == 1)
  }

  @Test("Truncated, wrongly typed and missing data are errors naming the place; nothing is lost")
  func badData() async throws {
    let home = try Self.folder()
    let truncated = home.appendingPathComponent("truncated.json")
    try Data("[{\"objectID\":\"1\",\"name\":\"a\"},\n{\"objectID\":\"2\",".utf8).write(
      to: truncated)
    let dataset = home.appendingPathComponent("dataset")
    try FileManager.default.createDirectory(at: dataset, withIntermediateDirectories: true)
    try Data(#"[{"objectID":"1","name":"alpha"}]"#.utf8)
      .write(to: dataset.appendingPathComponent("things.json"))
    try Data(#"{"hitsPerPage":"many"}"#.utf8)
      .write(to: dataset.appendingPathComponent("things_settings.json"))
    let run = try await Self.run(
      [
        "open \(truncated.path)",
        "open \(dataset.path)",
        "open \(home.appendingPathComponent("missing.json").path)",
        "search sam",
      ], in: home)
    let errors = run.errors.split(separator: "\n").map(String.init)
    #expect(errors.count == 3)
    #expect(errors.first?.contains("truncated.json:2:") == true)
    #expect(errors.dropFirst().first?.contains("hitsPerPage") == true)
    #expect(errors.last?.contains("missing.json") == true)
    #expect(run.output.contains("query \"sam\""))
    #expect(run.output.contains("index products"))
    #expect(run.status == 1)
  }

  @Test("A huge record loads and is searched")
  func hugeRecord() async throws {
    let home = try Self.folder()
    let file = home.appendingPathComponent("huge.json")
    let words = (0..<200_000).map { "word\($0 % 5000)" }.joined(separator: " ")
    try Data(
      #"[{"objectID":"big","name":"needle \#(words)"},{"objectID":"small","name":"hay"}]"#.utf8
    )
    .write(to: file)
    let run = try await Self.run(["open \(file.path)", "search needle"], in: home)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("big"))
    #expect(run.status == 0)
  }
}

@Suite("Lost output", .timeLimit(.minutes(10)))
struct LostOutputTests {
  @Test(
    "Output that cannot be written fails the run, with the reason on standard error",
    arguments: ["--json >/dev/full", ">/dev/full", ">&-"])
  func lostOutput(redirection: String) async throws {
    let binary = ProductsDirectory.executable("instantsearch")
    let run = try await ProductRun.run(
      "/bin/sh", arguments: ["-c", "'\(binary)' \(redirection)"], input: "search phone\n",
      environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "INSTANTSEARCH_HISTFILE": ""])
    #expect(run.status == 1)
    #expect(run.errors.contains("instantsearch: cannot write the output: "))
  }
}
