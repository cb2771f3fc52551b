import CHeap
import Foundation

/// Summary statistics of repeated timings, in nanoseconds.
public struct Timing: Sendable, CustomStringConvertible {
  /// Every sample, sorted ascending.
  public let samples: [Double]

  /// Creates a summary from unsorted samples (nanoseconds). At least one sample is required.
  public init(samples: [Double]) {
    precondition(!samples.isEmpty, "a timing needs at least one sample")
    self.samples = samples.sorted()
  }

  /// The median sample.
  public var median: Double {
    let n = samples.count
    return n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
  }

  /// The sample at quantile `q` (0...1), nearest rank.
  public func quantile(_ q: Double) -> Double {
    let rank = Int((q * Double(samples.count)).rounded(.up)) - 1
    return samples[Swift.min(Swift.max(rank, 0), samples.count - 1)]
  }

  /// The 99th percentile.
  public var p99: Double { quantile(0.99) }

  /// The fastest sample.
  public var min: Double { samples[0] }

  /// `median` in a readable unit.
  public var description: String { formatNanoseconds(median) }
}

/// Monotonic now, in nanoseconds.
@inline(__always)
public func nowNanoseconds() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// Runs `body` `runs` times (after `warmup` untimed runs) and returns the timings per run.
///
/// - Parameters:
///   - runs: how many timed runs.
///   - warmup: untimed runs first, to fill caches.
///   - operationsPerRun: divide each run's time by this, to get a time per operation.
///   - body: the work; its result is kept alive so the optimizer cannot drop it.
/// - Returns: the time of each run, divided by `operationsPerRun`.
public func measure<T>(
  runs: Int = 11,
  warmup: Int = 1,
  operationsPerRun: Int = 1,
  _ body: () throws -> T
) rethrows -> Timing {
  for _ in 0..<warmup { blackHole(try body()) }
  var samples: [Double] = []
  samples.reserveCapacity(runs)
  for _ in 0..<runs {
    let start = nowNanoseconds()
    let value = try body()
    let end = nowNanoseconds()
    blackHole(value)
    samples.append(Double(end - start) / Double(max(operationsPerRun, 1)))
  }
  return Timing(samples: samples)
}

/// Keeps a value alive without the optimizer seeing through it.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Formats nanoseconds as ns, µs, ms or s with three significant digits.
public func formatNanoseconds(_ ns: Double) -> String {
  switch ns {
  case ..<1_000: return String(format: "%.3g ns", ns)
  case ..<1_000_000: return String(format: "%.3g µs", ns / 1_000)
  case ..<1_000_000_000: return String(format: "%.3g ms", ns / 1_000_000)
  default: return String(format: "%.3g s", ns / 1_000_000_000)
  }
}

/// Formats `a / b` as a ratio such as `0.012×` or `35.2×`.
public func formatRatio(_ a: Double, _ b: Double) -> String {
  String(format: "%.3g×", a / b)
}

/// The resident set size of this process, in bytes (from `/proc/self/statm`), or 0.
public func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The peak resident memory of this process (`VmHWM` in `/proc/self/status`), in bytes, or 0.
/// Unlike `getrusage`'s `ru_maxrss`, it starts again at `exec`, so a child process started by a
/// large benchmark reports its own peak.
public func peakResidentBytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return digits * 1024
  }
  return 0
}

/// The heap of this process as glibc's malloc counts it, summed over its arenas: the bytes
/// allocated and not freed, and the bytes freed but kept by the allocator (resident once
/// touched). Nil when the C library is not glibc 2.33 or later.
public func heapBytes() -> (inUse: Int, freeKept: Int)? {
  var inUse = 0
  var freeKept = 0
  guard cheap_heap(&inUse, &freeKept) == 1 else { return nil }
  return (inUse, freeKept)
}

/// Bytes as mebibytes with one decimal (`12.3 MiB`).
public func megabytes(_ bytes: Int) -> String {
  String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}
