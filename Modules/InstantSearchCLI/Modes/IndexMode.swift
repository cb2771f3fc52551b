import Foundation
import InstantSearchLocal
import InstantSearchREPL

/// `instantsearch index`: loads a dataset (a folder, a records file, a snapshot, or the demo)
/// and writes every index it holds to one snapshot file.
enum IndexMode {
  typealias Options = Declarations.Index

  static let mode = Mode(Options.spec) { context throws(UsageError) in
    let arguments = context.arguments
    let data = arguments.value(Options.data)
    let demo = try arguments.number(Options.demo, in: 1...100_000_000)
    guard let out = arguments.value(Options.out), (data == nil) != (demo == nil) else {
      throw UsageError("give --out FILE and one of --data PATH or --demo COUNT")
    }
    return run(data: data, demo: demo, out: out, write: context.write, fail: context.writeError)
  }

  /// Loads the dataset and writes the snapshot; returns the exit status.
  static func run(
    data: String?, demo: Int?, out: String, write: (String) -> Void, fail: (String) -> Void
  ) -> Int32 {
    let started = Date.now
    let client = LocalClient()
    do {
      if let demo {
        client.addDemoIndex(count: demo)
      } else if let data {
        if let problem = DataFile.problem(at: data) {
          fail("instantsearch index: \(problem)\n")
          return ExitCode.failure
        }
        let report = try client.load(data)
        for failure in report.failures { fail("instantsearch index: not loaded: \(failure)\n") }
        for warning in report.warnings { fail("instantsearch index: warning: \(warning)\n") }
        guard report.failures.isEmpty else {
          fail(
            "instantsearch index: nothing was written: the snapshot would leave out the indices "
              + "not loaded; mend their files first\n")
          return ExitCode.failure
        }
      }
      try client.writeSnapshot(to: out)
    } catch {
      fail("instantsearch index: \(error)\n")
      return ExitCode.failure
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    let names = client.indexNames
    write(
      "wrote \(out): \(names.count) \(names.count == 1 ? "index" : "indices") "
        + "(\(names.joined(separator: ", "))), \(size) bytes, in "
        + String(format: "%.1f s", Date.now.timeIntervalSince(started)) + "\n")
    return ExitCode.success
  }
}
