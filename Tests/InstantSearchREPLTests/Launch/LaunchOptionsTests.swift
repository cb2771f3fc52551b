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

  @Test(
    "Bad arguments are refused with a reason",
    arguments: [
      (["--nope"], LaunchError.unknownArgument("--nope")),
      (["--data"], .missingValue("--data")),
      (["--host", "--json"], .missingValue("--host")),
      (["--api-key", "secret"], .keyOnCommandLine),
      (["--data", "d", "--host", "h"], .conflict("--data", "--host")),
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
