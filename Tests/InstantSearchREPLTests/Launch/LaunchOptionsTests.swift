import InstantSearchREPL
import Testing

@Suite("Launch options")
struct LaunchOptionsTests {
  @Test("Flags are read, hosts repeat")
  func parse() throws {
    let options = try LaunchOptions.parse([
      "--host", "h1", "--index", "products", "--host", "h2", "--json",
    ])
    #expect(options == LaunchOptions(hosts: ["h1", "h2"], indexName: "products", json: true))
    #expect(try LaunchOptions.parse(["--data", "/d"]).dataPath == "/d")
    #expect(try LaunchOptions.parse(["--strict"]) == LaunchOptions(strict: true))
    #expect(try LaunchOptions.parse([]).strict == false)
  }

  @Test("A value may follow an equals sign; --version asks for the version")
  func attachedValues() throws {
    #expect(
      try LaunchOptions.parse(["--data=/d", "--index=shop"])
        == LaunchOptions(dataPath: "/d", indexName: "shop"))
    #expect(try LaunchOptions.parse(["--data=a=b"]).dataPath == "a=b")
    #expect(try LaunchOptions.parse(["--version"]).showVersion)
    #expect(LaunchOptions.version.hasPrefix("instantsearch "))
    #expect(LaunchOptions.usage.contains("--version"))
  }

  @Test("Line editing is said to be off when a person types but the output is not a terminal")
  func editingNotice() {
    let notice = Launcher.editingNotice(inputIsTerminal: true, outputIsTerminal: false)
    #expect(notice?.contains("line editing (Tab, history) is off") == true)
    #expect(Launcher.editingNotice(inputIsTerminal: true, outputIsTerminal: true) == nil)
    #expect(Launcher.editingNotice(inputIsTerminal: false, outputIsTerminal: false) == nil)
    #expect(Launcher.editingNotice(inputIsTerminal: false, outputIsTerminal: true) == nil)
  }

  @Test(
    "Bad arguments are refused with a reason",
    arguments: [
      (["--nope"], LaunchError.unknownArgument("--nope")),
      (["--data"], .missingValue("--data")),
      (["--host", "--json"], .missingValue("--host")),
      (["--api-key", "secret"], .keyOnCommandLine),
      (["--data", "d", "--host", "h"], .conflict("--data", "--host")),
      (["--data="], .missingValue("--data")),
      (["--json=yes"], .unexpectedValue("--json")),
      (["--nope=1"], .unknownArgument("--nope=1")),
    ]
  )
  func errors(arguments: [String], expected: LaunchError) {
    #expect(throws: expected) { try LaunchOptions.parse(arguments) }
  }

  @Test("Credentials come from the environment and never show the key")
  func credentials() throws {
    let credentials = try #require(
      AlgoliaCredentials.fromEnvironment(["ALGOLIA_APP_ID": "APP", "ALGOLIA_API_KEY": "s3cr3t"]))
    #expect(!"\(credentials)".contains("s3cr3t"))
    #expect(AlgoliaCredentials.fromEnvironment(["ALGOLIA_APP_ID": "APP"]) == nil)
  }
}
