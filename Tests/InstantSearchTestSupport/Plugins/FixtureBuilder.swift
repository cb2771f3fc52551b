import Foundation

/// Builds the C fixture plugins of `Tests/InstantSearchPluginHostTests/Fixtures/` with clang,
/// into a temporary directory of this process, for the plugin host and plugin controller tests.
public enum FixtureBuilder {
  /// Why a build or a tool failed: the command line and the tool's standard error.
  public struct BuildError: Error, CustomStringConvertible {
    /// The command and what it wrote to standard error.
    public var description: String
  }

  /// The repository's root, found from this file's path.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The plugin ABI header's directory.
  public static var includeDirectory: String {
    root.appendingPathComponent("Modules/CInstantSearchPlugin/include").path
  }

  /// A fresh directory for this process's outputs.
  public static let outputDirectory: URL = {
    let directory = TestFolders.temporaryURL.appendingPathComponent("plugin-fixtures")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }()

  /// The path of a fixture source file.
  public static func source(_ name: String) -> String {
    root.appendingPathComponent("Tests/InstantSearchPluginHostTests/Fixtures/\(name)").path
  }

  /// Compiles `source` (a file in `Fixtures/`) into `lib<output>.so` with `defines`, and returns
  /// the library's path.
  public static func build(_ source: String, output: String, defines: [String] = []) throws
    -> String
  {
    let library = outputDirectory.appendingPathComponent("lib\(output).so").path
    let arguments =
      [
        "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
        "-fvisibility=hidden", "-I", includeDirectory,
      ]
      + defines.map { "-D\($0)" } + [Self.source(source), "-o", library]
    try run("clang", arguments)
    return library
  }

  /// Runs a tool found in `PATH` and throws with its standard error when it fails.
  @discardableResult
  public static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BuildError(
        description: "\(tool) \(arguments.joined(separator: " ")) failed: "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }

  /// A C string literal define, e.g. `FIXTURE_ID="abc"`.
  public static func string(_ name: String, _ value: String) -> String {
    "\(name)=\"\(value)\""
  }
}
