import Foundation
import InstantSearchLocal

/// `instantsearch index`: loads a dataset (a folder, a records file, a snapshot, or the demo)
/// and writes every index it holds to one snapshot file, which `--data FILE` and `open FILE`
/// then open without indexing again.
public enum IndexCommand {
  /// The usage text of the subcommand.
  public static let usage = """
    usage: instantsearch index (--data PATH | --demo COUNT) --out FILE

    Build the indices of a dataset once and write them to one snapshot file: records, inverted
    and typo indexes, facet and numeric columns, settings, replicas, rules and synonyms.
    `instantsearch --data FILE` (or `open FILE`) maps the snapshot and searches it at once.

      --data PATH    a records file, a dataset folder, or a snapshot
      --demo COUNT   the demo products (COUNT of them) instead of --data
      --out FILE     the snapshot to write (replaced if it exists)
    """

  /// Runs the subcommand.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after `index`.
  ///   - write: writes to standard output (the summary).
  ///   - writeError: writes to standard error (usage, errors, what loading left out).
  /// - Returns: the exit status: 0 when the snapshot was written, 1 when the dataset could not
  ///   be loaded or the file written, 2 for bad arguments.
  public static func run(
    arguments: [String], write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    var options: [String: String] = [:]
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      if word == "--help" || word == "-h" {
        write(usage + "\n")
        return 0
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard ["--data", "--demo", "--out"].contains(parts[0]) else {
        writeError("instantsearch index: \(LaunchError.unknownArgument(word))\n")
        return 2
      }
      guard let value = parts.count == 2 ? parts[1] : remaining.popFirst(), !value.isEmpty,
        !value.hasPrefix("--")
      else {
        writeError("instantsearch index: \(LaunchError.missingValue(parts[0]))\n")
        return 2
      }
      options[parts[0]] = value
    }
    let demoCount = options["--demo"].map { Int($0) }
    guard let out = options["--out"], (options["--data"] == nil) != (options["--demo"] == nil),
      demoCount.map({ ($0 ?? 0) > 0 }) ?? true
    else {
      writeError(
        "instantsearch index: give --out FILE and one of --data PATH or --demo COUNT "
          + "(a positive number)\n\n\(usage)\n")
      return 2
    }
    let started = Date.now
    let client = LocalClient()
    do {
      if let count = demoCount ?? nil {
        client.addDemoIndex(count: count)
      } else if let path = options["--data"] {
        let report = try client.load(path)
        for failure in report.failures {
          writeError("instantsearch index: not loaded: \(failure)\n")
        }
        for warning in report.warnings { writeError("instantsearch index: warning: \(warning)\n") }
      }
      try client.writeSnapshot(to: out)
    } catch {
      writeError("instantsearch index: \(error)\n")
      return 1
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    let names = client.indexNames
    write(
      "wrote \(out): \(names.count) \(names.count == 1 ? "index" : "indices") "
        + "(\(names.joined(separator: ", "))), \(size) bytes, in "
        + String(format: "%.1f s", Date.now.timeIntervalSince(started)) + "\n")
    return 0
  }
}
