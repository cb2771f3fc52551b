import Foundation
import InstantSearchCore

/// One line per request on standard error (`POST /1/indexes/movies/query 200 1.4 ms`: the path
/// without its query string, so never a key), and the counts for the summary on exit.
///
/// Thread-safe: lines are written whole under a lock.
public final class RequestLog: Sendable {
  /// The counts so far.
  private struct Counts {
    /// Requests answered, by status class (2 for 2xx).
    var byClass: [Int: Int] = [:]
    /// Their summed time.
    var totalMilliseconds = 0.0
  }

  private let counts = Locked(Counts())
  private let quiet: Bool
  private let started = ContinuousClock.now

  /// Creates a log.
  /// - Parameter quiet: count only, print no line per request.
  public init(quiet: Bool = false) {
    self.quiet = quiet
  }

  /// Records one answered request.
  public func record(method: String, path: String, status: Int, milliseconds: Double) {
    // The line is made only when printed: a quiet server counts and nothing else.
    let line = quiet ? nil : "\(method) \(path) \(status) \(Self.tenths(milliseconds)) ms\n"
    counts.withLock { counts in
      counts.byClass[status / 100, default: 0] += 1
      counts.totalMilliseconds += milliseconds
      if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }
  }

  /// A non-negative figure with one decimal (`1.4`), as `%.1f` writes it but without
  /// Foundation's formatter, which costs more than answering a small search.
  static func tenths(_ value: Double) -> String {
    guard value.isFinite, value >= 0, value < 1e15 else { return String(format: "%.1f", value) }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// `served 120 requests in 4.2 s (2xx 110, 4xx 10, 5xx 0), 1.3 ms on average`.
  public var summary: String {
    let counts = counts.withLock { $0 }
    let total = counts.byClass.values.reduce(0, +)
    let seconds = (ContinuousClock.now - started).milliseconds / 1000
    let classes = [2, 4, 5].map { "\($0)xx \(counts.byClass[$0, default: 0])" }
      .joined(separator: ", ")
    let average = total == 0 ? 0 : counts.totalMilliseconds / Double(total)
    return "served \(total) requests in \(Self.tenths(seconds)) s (\(classes)), "
      + "\(Self.tenths(average)) ms on average"
  }
}
