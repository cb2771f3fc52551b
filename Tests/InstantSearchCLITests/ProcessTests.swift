import Foundation
import InstantSearchTestSupport
import Testing

/// The built `instantsearch` run as a person would: help and usage errors in every mode, with
/// the same exit statuses.
@Suite("The instantsearch executable's command line")
struct ProcessTests {
  static func run(_ arguments: [String]) async throws -> ProductRun {
    try await ProductRun.run(
      ProductsDirectory.executable("instantsearch"), arguments: arguments,
      environment: ["PATH": "/usr/bin:/bin", "HOME": TestFolders.temporary])
  }

  @Test(
    "every mode answers --help with its usage and status 0, never running",
    arguments: [
      ["--help"], ["serve", "--help"], ["index", "-h"], ["export", "--help"],
      ["plugin", "check", "--help"], ["plugin", "--help"], ["help", "serve"],
      ["completion", "--help"], ["man", "--help"],
    ])
  func help(arguments: [String]) async throws {
    let run = try await Self.run(arguments)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("usage: instantsearch"), "\(run.output)")
    #expect(run.errors.isEmpty)
  }

  @Test("a mistake is a usage error, status 2, on standard error; a failure is 1")
  func statuses() async throws {
    for arguments in [["serve", "--prot", "1"], ["plugin"], ["bogus"], ["--nope"]] {
      let run = try await Self.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.errors.hasPrefix("instantsearch"), "\(run.errors)")
    }
    let missing = try await Self.run(["plugin", "check", "/no/such/plugin.so"])
    #expect(missing.status == 1)
    #expect(try await Self.run(["--version"]).output.hasPrefix("instantsearch "))
  }
}
