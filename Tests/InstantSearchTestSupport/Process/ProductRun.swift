import Foundation
import InstantSearchCore

/// One run of a built executable with a given standard input and environment, its output
/// captured.
public struct ProductRun: Sendable {
  /// What the process wrote on standard output.
  public let output: String
  /// What the process wrote on standard error.
  public let errors: String
  /// The exit status, or 128 + the signal number when a signal ended it.
  public let status: Int32

  /// Runs `executable` to completion.
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments.
  ///   - input: written to its standard input, which is then closed.
  ///   - environment: its whole environment (nothing is inherited).
  ///   - currentDirectory: the folder it starts in (the test's own by default).
  /// - Throws: when the program cannot be started.
  public init(
    _ executable: String, arguments: [String] = [], input: String = "",
    environment: [String: String] = [:], currentDirectory: URL? = nil
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Read both pipes on their own threads so a full pipe never blocks the child.
    let collected = OutputCollector()
    let group = DispatchGroup()
    for (pipe, isError) in [(stdout, false), (stderr, true)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.store(data, isError: isError)
        group.leave()
      }
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    output = collected.text(isError: false)
    errors = collected.text(isError: true)
    status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}

extension ProductRun {
  /// Runs `executable` to completion on a thread of its own, so that waiting for it never
  /// holds one of the few threads that run Swift concurrency's tasks (and other tests).
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments.
  ///   - input: written to its standard input, which is then closed.
  ///   - environment: its whole environment (nothing is inherited).
  ///   - currentDirectory: the folder it starts in (the test's own by default).
  /// - Returns: the finished run.
  /// - Throws: when the program cannot be started.
  public static func run(
    _ executable: String, arguments: [String] = [], input: String = "",
    environment: [String: String] = [:], currentDirectory: URL? = nil
  ) async throws -> ProductRun {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try ProductRun(
              executable, arguments: arguments, input: input, environment: environment,
              currentDirectory: currentDirectory)
          })
      }.start()
    }
  }
}

/// The two streams of a child process, filled from two threads.
private final class OutputCollector: Sendable {
  private let storage = Locked<[Bool: Data]>([:])

  func store(_ data: Data, isError: Bool) {
    storage.withLock { $0[isError] = data }
  }

  func text(isError: Bool) -> String {
    storage.withLock { String(decoding: $0[isError] ?? Data(), as: UTF8.self) }
  }
}
