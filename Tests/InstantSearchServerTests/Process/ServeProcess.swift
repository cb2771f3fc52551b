import Foundation
import InstantSearchTestSupport

/// The built `instantsearch serve` running as a child process on a free loopback port, its
/// standard error kept in a file.
final class ServeProcess: Sendable {
  let port: Int
  private let process: Process
  private let errorFile: String

  /// Starts the server on a folder and waits for its "listening on" line.
  /// - Throws: when it does not start; the message holds its standard error.
  init(folder: String, arguments: [String] = []) throws {
    errorFile = TestFolders.temporary + "serve-errors-" + UUID().uuidString
    _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProductsDirectory.executable("instantsearch"))
    process.arguments = ["serve", "--data", folder, "--port", "0", "--quiet"] + arguments
    process.environment = ["INSTANTSEARCH_ADMIN_KEY": ServerHarness.adminKey]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: errorFile)
    try process.run()
    self.process = process
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let range = text.range(of: #"127\.0\.0\.1:\d+"#, options: .regularExpression),
      let port = Int(text[range].split(separator: ":")[1])
    else {
      process.waitUntilExit()
      throw ServeProcessError(
        errors: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }
    self.port = port
  }

  /// What the server wrote on standard error so far.
  var errors: String {
    (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
  }

  /// Sends a signal without waiting.
  func signal(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Sends a signal and waits for the process to end.
  /// - Returns: the exit status, or 128 + the signal that ended it.
  @discardableResult
  func stop(_ signal: Int32) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  deinit {
    if process.isRunning { stop(SIGKILL) }
    unlink(errorFile)
  }
}

/// The server did not start.
struct ServeProcessError: Error, CustomStringConvertible {
  var errors: String
  var description: String { "the server did not start: \(errors)" }
}
