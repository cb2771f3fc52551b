import Testing

@testable import InstantSearchCLI

@Suite("The argument parser")
struct ArgumentParserTests {
  static let name = OptionSpec("name", short: "n", value: "NAME", help: "a name")
  static let port = OptionSpec(
    "port", value: "N", defaultValue: "8080", environment: "TEST_PORT", help: "a port")
  static let tag = OptionSpec("tag", value: "TAG", repeatable: true, help: "a tag")
  static let quiet = OptionSpec("quiet", help: "say less")
  static let shell = OptionSpec(
    "shell", value: "SHELL", completion: .choices(["bash", "zsh"]), help: "a shell")
  static let mode = ModeSpec(
    ["try"], summary: "try", discussion: "Try.", options: [name, port, tag, quiet, shell],
    positionals: [PositionalSpec("FILE", required: false, help: "a file")])

  static func parse(_ words: [String], environment: [String: String] = [:]) throws
    -> ParsedArguments
  {
    try ArgumentParser.parse(words, for: mode, environment: environment)
  }

  @Test("a value follows its option as the next word or after =")
  func values() throws {
    #expect(try Self.parse(["--name", "a"]).value(Self.name) == "a")
    #expect(try Self.parse(["--name=a=b"]).value(Self.name) == "a=b")
    #expect(try Self.parse(["-n", "a"]).value(Self.name) == "a")
    #expect(try Self.parse(["-na"]).value(Self.name) == "a")
    #expect(try Self.parse(["--tag", "x", "--tag=y"]).values(Self.tag) == ["x", "y"])
    #expect(try Self.parse(["--quiet"]).flag(Self.quiet))
    #expect(try !Self.parse([]).flag(Self.quiet))
  }

  @Test("the command line wins over the environment, which wins over the default")
  func precedence() throws {
    #expect(try Self.parse([]).value(Self.port) == "8080")
    #expect(try Self.parse([], environment: ["TEST_PORT": "9"]).value(Self.port) == "9")
    #expect(
      try Self.parse(["--port", "7"], environment: ["TEST_PORT": "9"]).value(Self.port) == "7")
  }

  @Test("-- ends the options; help is asked for anywhere before it")
  func endAndHelp() throws {
    let ended = try Self.parse(["--", "--name"])
    #expect(ended.positionals == ["--name"])
    #expect(ended.value(Self.name) == nil)
    #expect(try Self.parse(["--nope", "-h"]).helpRequested)
    #expect(try Self.parse(["--name", "x", "--help"]).helpRequested)
    #expect(try !Self.parse(["--", "--help"]).helpRequested)
    #expect(try Self.parse(["--version"]).versionRequested)
  }

  @Test(
    "mistakes are refused with what is wrong and the nearest option",
    arguments: [
      (["--nmae", "x"], "unknown option \"--nmae\"; did you mean --name?"),
      (["--prot", "1"], "unknown option \"--prot\"; did you mean --port?"),
      (["--zzzzzz"], "unknown option \"--zzzzzz\""),
      (["--name"], "--name needs a value (NAME)"),
      (["--name", "--quiet"], "--name needs a value (NAME)"),
      (["--name="], "--name needs a value (NAME)"),
      (["--quiet=yes"], "--quiet takes no value"),
      (["--name", "a", "--name", "b"], "--name is given twice"),
      (["--shell", "csh"], "--shell is one of bash, zsh, not \"csh\""),
      (["a", "b"], "unexpected argument \"b\""),
    ])
  func mistakes(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try Self.parse(words) }
  }

  @Test("a number is checked against its range")
  func numbers() throws {
    #expect(try Self.parse(["--port", "80"]).number(Self.port, in: 1...100) == 80)
    #expect(throws: UsageError("--port must be a whole number in 1...100, not \"800\"")) {
      try Self.parse(["--port", "800"]).number(Self.port, in: 1...100)
    }
  }

  @Test("the edit distance counts a swap as one")
  func distance() {
    #expect(Suggestion.distance("serve", "srve") == 1)
    #expect(Suggestion.distance("serve", "sevre") == 1)
    #expect(Suggestion.nearest(to: "chek", in: ["check", "list"]) == "check")
    #expect(Suggestion.nearest(to: "q", in: ["check"]) == nil)
  }
}
