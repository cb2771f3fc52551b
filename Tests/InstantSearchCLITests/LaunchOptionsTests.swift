import InstantSearchREPL
import Testing

@testable import InstantSearchCLI

/// The REPL's command line, read by the declarations (these were `LaunchOptions.parse`'s).
@Suite("Launch options")
struct LaunchOptionsTests {
  static func parse(_ arguments: [String]) throws -> LaunchOptions {
    let parsed = try ArgumentParser.parse(arguments, for: Declarations.REPL.spec)
    return try REPLMode.launchOptions(parsed)
  }

  @Test("Flags are read, hosts repeat")
  func parse() throws {
    let options = try Self.parse([
      "--host", "h1", "--index", "products", "--host", "h2", "--json",
    ])
    #expect(options == LaunchOptions(hosts: ["h1", "h2"], indexName: "products", json: true))
    #expect(try Self.parse(["--data", "/d"]).dataPath == "/d")
    #expect(try Self.parse(["--strict"]) == LaunchOptions(strict: true))
    #expect(try Self.parse([]).strict == false)
  }

  @Test("A value may follow an equals sign; --version asks for the version")
  func attachedValues() throws {
    #expect(
      try Self.parse(["--data=/d", "--index=shop"])
        == LaunchOptions(dataPath: "/d", indexName: "shop"))
    #expect(try Self.parse(["--data=a=b"]).dataPath == "a=b")
    #expect(try ArgumentParser.parse(["--version"], for: Declarations.REPL.spec).versionRequested)
    #expect(InstantSearchTool.version.hasPrefix("instantsearch "))
    #expect(HelpText.tool(InstantSearchTool.tool).contains("--version"))
  }

  @Test(
    "Bad arguments are refused with a reason",
    arguments: [
      (["--nope"], "unknown option \"--nope\""),
      (["--data"], "--data needs a value (PATH)"),
      (["--host", "--json"], "--host needs a value (URL)"),
      (["--api-key", "secret"], Declarations.REPL.apiKeyRefusal),
      (["--data", "d", "--host", "h"], "--data and --host cannot be used together"),
      (["--data="], "--data needs a value (PATH)"),
      (["--json=yes"], "--json takes no value"),
      (["--nope=1"], "unknown option \"--nope\""),
    ]
  )
  func errors(arguments: [String], expected: String) {
    #expect(throws: UsageError(expected)) { try Self.parse(arguments) }
  }
}
