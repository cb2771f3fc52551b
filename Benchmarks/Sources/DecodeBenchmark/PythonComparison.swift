import BenchmarkSupport
import Foundation
import InstantSearchCore

/// One parse's wall time and the CPU time of the thread that ran it, in nanoseconds.
struct ParseSample {
  var wall: Double
  var cpu: Double
}

/// A Python process that times `json.loads` on the bytes of one file, one parse each time it is
/// asked (after one warm-up parse). The parsed value is dropped after the clocks are read, so
/// freeing it is not timed (as on this side), and before the times are sent: freeing a large
/// tree takes Python milliseconds, which would otherwise run beside this side's timed parse.
final class PythonParser {
  private let child: PythonChild

  private static let script = """
    import json, sys, time
    data = open(sys.argv[1], 'rb').read()
    json.loads(data)
    print('ready', flush=True)
    for _ in sys.stdin:
        wall, cpu = time.perf_counter_ns(), time.thread_time_ns()
        value = json.loads(data)
        wall, cpu = time.perf_counter_ns() - wall, time.thread_time_ns() - cpu
        del value
        print(wall, cpu, flush=True)
    """

  /// Starts `python3` on the file at `path`; `nil` when it cannot run or does not answer.
  init?(path: String) {
    guard let child = PythonChild(python: "python3", script: Self.script, arguments: [path])
    else { return nil }
    self.child = child
    guard child.readLine() == "ready" else { return nil }
  }

  /// Asks for one parse and waits for its times; `nil` if the child stopped answering.
  func sample() -> ParseSample? {
    child.send("")
    guard let line = child.readLine() else { return nil }
    let fields = line.split(separator: " ").compactMap { Double($0) }
    return fields.count == 2 ? ParseSample(wall: fields[0], cpu: fields[1]) : nil
  }
}

/// The CPU time of the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Times one `JSONParser.parse` of `bytes`, as Python is timed (the tree is dropped after the
/// clocks are read).
func parserSample(_ bytes: [UInt8]) throws -> ParseSample {
  let wall = nowNanoseconds()
  let cpu = threadCPUNanoseconds()
  let value = try JSONParser.parse(bytes)
  let sample = ParseSample(
    wall: Double(nowNanoseconds() - wall), cpu: threadCPUNanoseconds() - cpu)
  blackHole(value)
  return sample
}

/// `JSONParser.parse` against Python's `json.loads` on the same bytes, one parse at a time in
/// turn (the Python process, kept running, then this one), so the two sides of a pair run a few
/// milliseconds apart and a change of the machine's speed (its load, the host's other guests)
/// hits both alike.
///
/// - Parameters:
///   - name: the file's name in the table.
///   - bytes: the file.
///   - pairs: how many parses each side times, after one warm-up each.
/// - Throws: the parser's error, if it refuses the bytes.
/// - Returns: a table row: the file, its size, both medians (wall time) and the speed ratio,
///   the ratio of the median CPU times, and the median of the pairs' CPU-time ratios (which
///   the machine's load disturbs least), or `nil` when `python3` does not run.
func compareWithPython(_ name: String, _ bytes: [UInt8], pairs: Int) throws -> [String]? {
  let path = NSTemporaryDirectory() + "decode-benchmark-\(getpid()).json"
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  guard let child = PythonParser(path: path) else { return nil }
  blackHole(try JSONParser.parse(bytes))
  var python: [ParseSample] = []
  var swift: [ParseSample] = []
  for _ in 0..<pairs {
    guard let sample = child.sample() else { return nil }
    python.append(sample)
    swift.append(try parserSample(bytes))
  }
  let ours = Timing(samples: swift.map(\.wall))
  let theirs = Timing(samples: python.map(\.wall))
  let ourCPU = Timing(samples: swift.map(\.cpu))
  let theirCPU = Timing(samples: python.map(\.cpu))
  let pairRatios = Timing(samples: zip(python, swift).map { $0.cpu / $1.cpu })
  return [
    name, String(format: "%.1f MB", Double(bytes.count) / 1e6), formatNanoseconds(ours.median),
    formatNanoseconds(theirs.median), formatRatio(theirs.median, ours.median),
    formatRatio(theirCPU.median, ourCPU.median), formatRatio(pairRatios.median, 1),
  ]
}

/// Keeps this process, and the Python process it starts afterwards (which inherits the
/// setting), on the CPU it runs on now, so both sides of every pair run on the same CPU.
///
/// Left free, the two processes often ran on the two CPUs, and then this side's parses were
/// sometimes twice as slow for a whole run (the talks in 10.7 ms instead of 5.8 ms, Python's
/// time unchanged), about one run in four; pinned to either CPU, neither side was. Returns the
/// CPU, or nil when the system refused (then nothing is pinned). glibc's `sched_getcpu` and
/// `sched_setaffinity` are GNU extensions Swift's Glibc module does not declare: they are found
/// with `dlsym`.
func pinToCurrentCPU() -> Int? {
  typealias GetCPU = @convention(c) () -> Int32
  typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
  guard let getSymbol = dlsym(nil, "sched_getcpu"),
    let setSymbol = dlsym(nil, "sched_setaffinity")
  else { return nil }
  let cpu = Int(unsafeBitCast(getSymbol, to: GetCPU.self)())
  var set = cpu_set_t()
  guard cpu >= 0, cpu < MemoryLayout<cpu_set_t>.size * 8 else { return nil }
  withUnsafeMutableBytes(of: &set) { bytes in
    bytes[cpu / 8] |= UInt8(1) << UInt8(cpu % 8)
  }
  let status = withUnsafeBytes(of: &set) { bytes in
    unsafeBitCast(setSymbol, to: SetAffinity.self)(0, bytes.count, bytes.baseAddress!)
  }
  return status == 0 ? cpu : nil
}
