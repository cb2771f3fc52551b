internal import Glibc

/// `instantsearch plugin check FILE`: loads a plugin and runs a battery against each controller
/// it declares (`ControllerBattery`), each in a child process of its own, so a crash is caught
/// and named by the member it happened in. Prints one line per controller and each finding, and
/// returns a non-zero status when anything failed.
///
/// The children are the same executable run as `plugin check --controller ID FILE` (and
/// `--list FILE` to read the controllers); their lines are `CheckReporter`'s. A child that writes
/// nothing for the timeout (a member that never returns) is killed and reported as hung in the
/// member it was calling.
public enum PluginCheck {
  /// How long a child may stay silent before it is reported hung, unless `--timeout` says.
  public static let defaultTimeout = 30

  /// Runs the command with the words after `plugin`; returns the process's exit status.
  ///
  /// - Parameters:
  ///   - arguments: `check [--timeout SECONDS] FILE`, or a child's `check --list FILE` /
  ///     `check --controller ID FILE`.
  ///   - executable: the path of this executable, which the children run.
  ///   - write: where the report goes (standard output).
  /// - Returns: 0 when every check passed, 1 when one failed, 2 for a usage error.
  public static func run(
    _ arguments: [String], executable: String, write: (String) -> Void
  ) -> Int32 {
    switch arguments.count >= 2 && arguments[0] == "check" ? Array(arguments.dropFirst()) : [] {
    case let words where words.count == 2 && words[0] == "--list":
      return list(words[1])
    case let words where words.count == 3 && words[0] == "--controller":
      return checkController(words[1], in: words[2])
    case let words where words.count == 1:
      return check(words[0], executable: executable, timeout: defaultTimeout, write: write)
    case let words where words.count == 3 && words[0] == "--timeout":
      guard let seconds = Int(words[1]), seconds > 0, seconds <= 86_400 else {
        write("plugin check: --timeout takes whole seconds from 1 to 86400, not \"\(words[1])\"\n")
        return 2
      }
      return check(words[2], executable: executable, timeout: seconds, write: write)
    default:
      write("usage: instantsearch plugin check [--timeout SECONDS] FILE\n")
      return 2
    }
  }

  /// The parent: lists the controllers in one child, checks each in another, and reports.
  private static func check(
    _ file: String, executable: String, timeout: Int, write: (String) -> Void
  ) -> Int32 {
    let listing = ChildProcess.run(
      executable, ["plugin", "check", "--list", file], timeout: timeout)
    let controllers = listing.lines.compactMap { line -> (id: String, kind: String)? in
      let words = line.split(separator: " ")
      guard words.count == 3, words[0] == "controller" else { return nil }
      return (String(words[1]), String(words[2]))
    }
    var failed = false
    let listFindings = listing.findings
    if !listFindings.isEmpty || listing.status != .exited(0) {
      failed = true
      write(
        "FAIL \(file): \(listing.failure(defaultMember: "load") ?? listFindings.joined(separator: "; "))\n"
      )
    }
    for controller in controllers {
      let child = ChildProcess.run(
        executable, ["plugin", "check", "--controller", controller.id, file], timeout: timeout)
      var problems = child.findings
      if let failure = child.failure(defaultMember: "create") { problems.append(failure) }
      let calls = child.lines.last { $0.hasPrefix("calls ") }.map { $0.dropFirst(6) } ?? "0"
      if problems.isEmpty {
        write("ok   \(controller.id) (\(controller.kind)): \(calls) calls\n")
      } else {
        failed = true
        write("FAIL \(controller.id) (\(controller.kind))\n")
        for problem in problems { write("     \(problem)\n") }
      }
    }
    write(failed ? "\(file): failed\n" : "\(file): passed, \(controllers.count) controllers\n")
    return failed ? 1 : 0
  }

  /// A child: loads the plugin and prints its controllers.
  private static func list(_ file: String) -> Int32 {
    let reporter = CheckReporter()
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    reporter.step("load", file)
    do {
      let plugin = try registry.load(file)
      for controller in plugin.controllers {
        reporter.emit("controller \(controller.qualifiedID) \(controller.kind)")
      }
    } catch {
      reporter.finding("load", error.description)
    }
    return 0
  }

  /// A child: loads the plugin and runs the battery against one controller.
  private static func checkController(_ id: String, in file: String) -> Int32 {
    let reporter = CheckReporter()
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    do {
      let plugin = try registry.load(file)
      guard let descriptor = plugin.controllers.first(where: { $0.qualifiedID == id }) else {
        reporter.finding("load", "no controller \(id)")
        return 0
      }
      ControllerBattery(reporter: reporter, registry: registry, descriptor: descriptor).run()
    } catch {
      reporter.finding("load", error.description)
    }
    reporter.emit("calls \(reporter.calls)")
    return 0
  }
}
