import BenchmarkSupport
import Foundation
import InstantSearchCore

/// One parse's wall time and the CPU time of the thread that ran it, in nanoseconds.
struct ParseSample {
  var wall: Double
  var cpu: Double
}

/// Times Python's `json.loads` on the bytes of `path` in a child process (`runs` runs after one
/// warm-up). The parsed value is dropped after the clocks are read, so freeing it is not timed
/// (as on this side).
func pythonSamples(_ path: String, runs: Int) -> [ParseSample] {
  let script = """
    import json, sys, time
    data = open(sys.argv[1], 'rb').read()
    json.loads(data)
    for _ in range(int(sys.argv[2])):
        wall, cpu = time.perf_counter_ns(), time.thread_time_ns()
        value = json.loads(data)
        print(time.perf_counter_ns() - wall, time.thread_time_ns() - cpu)
        del value
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, path, String(runs)]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return [] }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { line in
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

/// Times `JSONParser.parse` on `bytes` (`runs` runs after one warm-up), as Python is timed.
func parserSamples(_ bytes: [UInt8], runs: Int) throws -> [ParseSample] {
  blackHole(try JSONParser.parse(bytes))
  var samples: [ParseSample] = []
  for _ in 0..<runs {
    let wall = nowNanoseconds()
    let cpu = threadCPUNanoseconds()
    let value = try JSONParser.parse(bytes)
    let sample = ParseSample(
      wall: Double(nowNanoseconds() - wall), cpu: threadCPUNanoseconds() - cpu)
    blackHole(value)
    samples.append(sample)
  }
  return samples
}

/// `JSONParser.parse` against Python's `json.loads` on the same bytes, in alternating rounds
/// (a Python child process, then this process), so machine noise hits both alike.
///
/// - Returns: a table row: the file, its size, both medians (wall time) and the speed ratio,
///   then the ratio of the median CPU times (which a loaded machine disturbs less).
func compareWithPython(_ name: String, _ bytes: [UInt8], rounds: Int = 5, runs: Int = 3)
  throws -> [String]?
{
  let path = NSTemporaryDirectory() + "decode-benchmark-\(getpid()).json"
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  var python: [ParseSample] = []
  var swift: [ParseSample] = []
  for _ in 0..<rounds {
    let samples = pythonSamples(path, runs: runs)
    if samples.isEmpty { return nil }
    python += samples
    swift += try parserSamples(bytes, runs: runs)
  }
  let ours = Timing(samples: swift.map(\.wall))
  let theirs = Timing(samples: python.map(\.wall))
  let ourCPU = Timing(samples: swift.map(\.cpu))
  let theirCPU = Timing(samples: python.map(\.cpu))
  return [
    name, String(format: "%.1f MB", Double(bytes.count) / 1e6), formatNanoseconds(ours.median),
    formatNanoseconds(theirs.median), formatRatio(theirs.median, ours.median),
    formatRatio(theirCPU.median, ourCPU.median),
  ]
}
