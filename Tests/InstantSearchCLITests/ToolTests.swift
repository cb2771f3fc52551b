import Foundation
import Synchronization
import Testing

@testable import InstantSearchCLI

/// What a run of the tool wrote, and its status.
struct ToolRun {
  var output: String
  var errors: String
  var status: Int32

  /// Runs the `instantsearch` tool in this process (never a mode that starts work: only help,
  /// completion, the man page and usage errors).
  static func run(_ arguments: [String], environment: [String: String] = [:]) async -> ToolRun {
    let output = Mutex("")
    let errors = Mutex("")
    let status = await InstantSearchTool.tool.run(
      arguments, environment: environment, executable: "/bin/false",
      write: { text in output.withLock { $0 += text } },
      writeError: { text in errors.withLock { $0 += text } })
    return ToolRun(
      output: output.withLock { $0 }, errors: errors.withLock { $0 }, status: status)
  }
}

@Suite("The instantsearch tool's modes and help")
struct ToolTests {
  static let tool = InstantSearchTool.tool

  @Test("--help lists every mode with one line and the environment variables")
  func toolHelp() async {
    let run = await ToolRun.run(["--help"])
    #expect(run.status == 0)
    for mode in Self.tool.modes {
      #expect(run.output.contains("\n  \(mode.spec.name)  "), "\(mode.spec.name)")
      #expect(run.output.contains(mode.spec.summary))
    }
    for variable in [
      "INSTANTSEARCH_ADMIN_KEY", "INSTANTSEARCH_SEARCH_KEY", "INSTANTSEARCH_APP_ID",
      "ALGOLIA_APP_ID", "ALGOLIA_API_KEY", "INSTANTSEARCH_HISTFILE", "INSTANTSEARCH_PLUGIN_PATH",
    ] {
      #expect(run.output.contains("\n  \(variable)"), "\(variable)")
    }
    #expect(run.output.contains("2  usage error"))
    #expect(await ToolRun.run(["-h"]).output == run.output)
    #expect(await ToolRun.run(["help"]).output == run.output)
    #expect(await ToolRun.run(["--json", "--help"]).output == run.output)
  }

  @Test("every variable the modules read from the environment is in --help")
  func everyVariable() async throws {
    let modules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Modules")
    var variables = Set<String>()
    let files = FileManager.default.enumerator(atPath: modules.path)?.compactMap { $0 as? String }
    for file in files ?? [] where file.hasSuffix(".swift") {
      let text = try String(contentsOf: modules.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: /environment\["([A-Z_]+)"\]/) {
        variables.insert(String(match.1))
      }
    }
    #expect(variables.count >= 5)
    let help = await ToolRun.run(["--help"]).output
    for variable in variables.sorted() {
      #expect(help.contains("\n  \(variable)"), "\(variable)")
    }
  }

  @Test("every mode's help has its options and two or three examples, as help MODE")
  func modeHelp() async {
    for mode in Self.tool.modes {
      let words = mode.spec.path
      let run = await ToolRun.run(words + ["--help"])
      #expect(run.status == 0, "\(words)")
      #expect(run.output.hasPrefix("usage: instantsearch \(mode.spec.name)"))
      for option in mode.spec.options where !option.isHidden {
        #expect(run.output.contains(option.label), "\(words) \(option.name)")
      }
      #expect(!run.output.contains("--list"))
      #expect((2...3).contains(mode.spec.examples.count), "\(words)")
      #expect(run.output.contains("examples:\n  instantsearch "))
      #expect(run.output.contains("exit status: 0 success, 1 failure, 2 usage error"))
      #expect(await ToolRun.run(["help"] + words).output == run.output)
      #expect(await ToolRun.run(words + ["-h"]).output == run.output)
    }
  }

  @Test("plugin alone is a usage error naming its subcommand; plugin --help lists them")
  func group() async {
    let alone = await ToolRun.run(["plugin"])
    #expect(alone.status == 2)
    #expect(alone.errors.contains("plugin needs a subcommand: check"))
    let help = await ToolRun.run(["plugin", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("  check  check a controller plugin"))
    let typo = await ToolRun.run(["plugin", "chek", "x.so"])
    #expect(typo.status == 2)
    #expect(typo.errors.contains("did you mean check?"))
  }

  @Test(
    "usage errors exit 2 on standard error with the usage and a near name",
    arguments: [
      (["srve"], "instantsearch: unknown mode \"srve\"; did you mean serve?"),
      (
        ["serve", "--prot", "1"],
        "instantsearch serve: unknown option \"--prot\"; did you mean --port?"
      ),
      (["serve"], "instantsearch serve: --data DIR|FILE is required"),
      (["serve", "--data", "d", "--port", "x"], "--port must be a whole number in 0...65535"),
      (["serve", "--data", "d", "--search-key", "k"], "a search key needs an admin key too"),
      (["export", "--data", "d"], "instantsearch export: --out NEW_FOLDER is required"),
      (["index", "--data", "d", "--demo", "3", "--out", "f"], "one of --data PATH or --demo"),
      (["completion", "csh"], "unknown shell \"csh\""),
      (["plugin", "check"], "instantsearch plugin check: expected FILE"),
      (["plugin", "check", "--timeout", "soon", "f.so"], "--timeout takes whole seconds"),
      (["--api-key", "k"], "API keys are read from ALGOLIA_API_KEY"),
      (["help", "nope"], "unknown mode \"nope\""),
    ])
  func usageErrors(words: [String], message: String) async {
    let run = await ToolRun.run(words)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(run.errors.contains("--help`"))
  }

  @Test("--version prints the version in every mode")
  func version() async {
    #expect(await ToolRun.run(["--version"]).output == InstantSearchTool.version + "\n")
    #expect(await ToolRun.run(["serve", "--version"]).output == InstantSearchTool.version + "\n")
  }

  @Test("serve's options come from the command line, then the environment, then the defaults")
  func serveOptions() throws {
    let spec = Declarations.Serve.spec
    let environment = ["INSTANTSEARCH_ADMIN_KEY": "admin", "INSTANTSEARCH_APP_ID": "app"]
    let parsed = try ArgumentParser.parse(
      ["--data=d", "--app-id", "mine", "--timeout", "5"], for: spec, environment: environment)
    let options = try ServeMode.serveOptions(parsed)
    #expect(options.data == "d")
    #expect(options.appID == "mine")
    #expect(options.adminKey == "admin")
    #expect(options.port == 8080)
    #expect(options.bind == "127.0.0.1")
    #expect(options.limits.timeoutSeconds == 5)
    #expect(options.limits.maxConnections == 64)
    #expect(options.limits.threads == ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test("serve's --threads sets the threads answering requests; 0 or a word is refused")
  func serveThreads() throws {
    let spec = Declarations.Serve.spec
    let parsed = try ArgumentParser.parse(["--data=d", "--threads", "3"], for: spec)
    #expect(try ServeMode.serveOptions(parsed).limits.threads == 3)
    for value in ["0", "many"] {
      let wrong = try ArgumentParser.parse(["--data=d", "--threads", value], for: spec)
      let refusal = #expect(throws: UsageError.self) { try ServeMode.serveOptions(wrong) }
      #expect(refusal?.description.contains("--threads") == true)
    }
  }
}
