import BenchmarkSupport
import Foundation
import InstantSearchCore

/// Times Python's `json.loads` on the bytes of `path` in a child process (`runs` runs after one
/// warm-up), in nanoseconds per run.
func pythonSamples(_ path: String, runs: Int) -> [Double] {
  let script = """
    import json, sys, time
    data = open(sys.argv[1], 'rb').read()
    json.loads(data)
    for _ in range(int(sys.argv[2])):
        start = time.perf_counter_ns()
        json.loads(data)
        print(time.perf_counter_ns() - start)
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, path, String(runs)]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return [] }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
}

/// `JSONParser.parse` against Python's `json.loads` on the same bytes, in alternating rounds
/// (a Python child process, then this process), so machine noise hits both alike.
///
/// - Returns: a table row: the file, its size, both medians and the speed ratio.
func compareWithPython(_ name: String, _ bytes: [UInt8], rounds: Int = 5, runs: Int = 3)
  throws -> [String]?
{
  let path = NSTemporaryDirectory() + "decode-benchmark-\(getpid()).json"
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  var python: [Double] = []
  var swift: [Double] = []
  for _ in 0..<rounds {
    let samples = pythonSamples(path, runs: runs)
    if samples.isEmpty { return nil }
    python += samples
    swift += try measure(runs: runs, warmup: 1) { try JSONParser.parse(bytes) }.samples
  }
  let ours = Timing(samples: swift)
  let theirs = Timing(samples: python)
  return [
    name, String(format: "%.1f MB", Double(bytes.count) / 1e6), formatNanoseconds(ours.median),
    formatNanoseconds(theirs.median), formatRatio(theirs.median, ours.median),
  ]
}
