import Foundation

/// One line per request on standard error (`POST /1/indexes/movies/query 200 1.4 ms`: the path
/// without its query string, so never a key), and the counts for the summary on exit.
///
/// Thread-safe: lines are written whole under a lock.
public final class RequestLog: @unchecked Sendable {
  // @unchecked Sendable: the counters are read and written under `lock` only.
  private let lock = NSLock()
  private let quiet: Bool
  private var counts: [Int: Int] = [:]
  private var totalMilliseconds = 0.0
  private let started = ContinuousClock.now

  /// Creates a log.
  /// - Parameter quiet: count only, print no line per request.
  public init(quiet: Bool = false) {
    self.quiet = quiet
  }

  /// Records one answered request.
  public func record(method: String, path: String, status: Int, milliseconds: Double) {
    let line = "\(method) \(path) \(status) \(String(format: "%.1f", milliseconds)) ms\n"
    lock.lock()
    counts[status / 100, default: 0] += 1
    totalMilliseconds += milliseconds
    if !quiet { FileHandle.standardError.write(Data(line.utf8)) }
    lock.unlock()
  }

  /// `served 120 requests in 4.2 s (2xx 110, 4xx 10, 5xx 0), 1.3 ms on average`.
  public var summary: String {
    lock.lock()
    defer { lock.unlock() }
    let total = counts.values.reduce(0, +)
    let seconds = (ContinuousClock.now - started).milliseconds / 1000
    let classes = [2, 4, 5].map { "\($0)xx \(counts[$0, default: 0])" }.joined(separator: ", ")
    let average = total == 0 ? 0 : totalMilliseconds / Double(total)
    return "served \(total) requests in \(String(format: "%.1f", seconds)) s (\(classes)), "
      + "\(String(format: "%.1f", average)) ms on average"
  }
}
