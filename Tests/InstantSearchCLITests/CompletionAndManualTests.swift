import Foundation
import InstantSearchTestSupport
import Testing

@testable import InstantSearchCLI

/// Runs `script` with bash and returns its standard output and standard error.
func runBash(_ script: String, in folder: URL) throws -> (output: String, errors: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/bash")
  process.arguments = ["--norc", "--noprofile", "-c", script]
  process.currentDirectoryURL = folder
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

@Suite("Completion scripts and the man page")
struct CompletionAndManualTests {
  /// A folder with a snapshot, a plugin and a subfolder, for file completion.
  static func folder() throws -> URL {
    let url = try TestFolders.folder("instantsearch-cli")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("data"), withIntermediateDirectories: true)
    for name in ["shop.snapshot", "libplug.so"] {
      _ = FileManager.default.createFile(
        atPath: url.appendingPathComponent(name).path, contents: nil)
    }
    return url
  }

  /// What bash's completion machinery offers for `words`, completing the last one: the
  /// generated script is sourced, the function `complete` registered for the program is
  /// called with COMP_WORDS and COMP_CWORD set, and COMPREPLY is read.
  static func complete(_ words: [String], in folder: URL) async throws -> [String] {
    let scriptFile = folder.appendingPathComponent("completion.bash")
    let script = await ToolRun.run(["completion", "bash"]).output
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let quoted = words.map { CompletionScript.shellWord($0) }.joined(separator: " ")
    let run = try runBash(
      """
      source \(CompletionScript.shellWord(scriptFile.path))
      function=$(complete -p instantsearch | sed -E 's/.*-F ([^ ]+) .*/\\1/')
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
      "$function" instantsearch "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """, in: folder)
    #expect(run.errors.isEmpty, "\(run.errors)")
    return run.output.split(separator: "\n").map(String.init).sorted()
  }

  @Test("bash completes modes, options, option values and positionals from the declarations")
  func bash() async throws {
    let folder = try Self.folder()
    #expect(try await Self.complete(["instantsearch", "se"], in: folder) == ["serve"])
    #expect(
      try await Self.complete(["instantsearch", ""], in: folder)
        == ["completion", "export", "help", "index", "man", "plugin", "serve"])
    #expect(try await Self.complete(["instantsearch", "--st"], in: folder) == ["--strict"])
    #expect(
      try await Self.complete(["instantsearch", "serve", "--max-"], in: folder)
        == ["--max-body", "--max-connections", "--max-record"])
    #expect(
      try await Self.complete(["instantsearch", "serve", "--data", "sh"], in: folder)
        == ["shop.snapshot"])
    #expect(
      try await Self.complete(["instantsearch", "serve", "--data", "=", "sh"], in: folder)
        == ["shop.snapshot"])
    #expect(
      try await Self.complete(["instantsearch", "export", "--out", ""], in: folder) == ["data"])
    #expect(try await Self.complete(["instantsearch", "plugin", "c"], in: folder) == ["check"])
    #expect(
      try await Self.complete(["instantsearch", "plugin", "check", "--"], in: folder)
        == ["--help", "--timeout"])
    #expect(
      try await Self.complete(["instantsearch", "plugin", "check", "lib"], in: folder)
        == ["libplug.so"])
    #expect(
      try await Self.complete(["instantsearch", "completion", ""], in: folder)
        == ["bash", "fish", "zsh"])
    #expect(try await Self.complete(["instantsearch", "help", "ser"], in: folder) == ["serve"])
  }

  @Test("zsh and fish scripts name every mode and every visible option")
  func otherShells() async {
    let zsh = await ToolRun.run(["completion", "zsh"]).output
    let fish = await ToolRun.run(["completion", "fish"]).output
    #expect(zsh.hasPrefix("#compdef instantsearch\n"))
    for spec in InstantSearchTool.tool.specs {
      for option in spec.visibleOptions {
        #expect(zsh.contains(option.flag + (option.takesValue ? "=[" : "[")), "\(option.name)")
        #expect(fish.contains(" -l \(option.name)"), "\(option.name)")
      }
      for word in spec.path { #expect(zsh.contains("'\(word)")) }
    }
    #expect(!zsh.contains("--list") && !fish.contains("-l list"))
  }

  @Test("the man page renders with man -l without a warning and holds every option")
  func manual() async throws {
    let folder = try Self.folder()
    let page = await ToolRun.run(["man"]).output
    let file = folder.appendingPathComponent("instantsearch.1")
    try page.write(to: file, atomically: true, encoding: .utf8)
    let rendered = try runBash(
      "MANWIDTH=80 LC_ALL=C man -l \(CompletionScript.shellWord(file.path))",
      in: folder)
    #expect(rendered.errors.isEmpty, "\(rendered.errors)")
    // Bold and underline may come as overstrikes (`N\bN`): keep the last character of each.
    let text = rendered.output.replacing(/.\u{8}/, with: "")
    #expect(text.contains("INSTANTSEARCH(1)"))
    for section in ["NAME", "SYNOPSIS", "OPTIONS", "MODES", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(text.contains("\n\(section)\n"), "\(section)")
    }
    for spec in InstantSearchTool.tool.modes.map(\.spec) {
      #expect(text.contains("instantsearch \(spec.name)"), "\(spec.name)")
      for option in spec.visibleOptions { #expect(text.contains(option.flag), "\(option.name)") }
    }
    for variable in HelpText.environment(of: InstantSearchTool.tool) {
      #expect(text.contains(variable.name), "\(variable.name)")
    }
  }
}
