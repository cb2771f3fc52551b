internal import Glibc

/// The plugin checker: loads a plugin and runs a battery against each controller it declares
/// (`ControllerBattery`), each in a child process of its own, so a crash is caught and named by
/// the member it happened in. Reports one line per controller and each finding.
///
/// The children are the same executable, run with the arguments a ``ChildCommand`` gives for
/// each ``ChildRequest`` (the command line is the program's, not this library's); each child
/// calls ``runChild(_:)``. Their lines are `CheckReporter`'s. A child that writes nothing for
/// the timeout (a member that never returns) is killed and reported as hung in the member it
/// was calling.
public enum PluginCheck {
  /// How long a child may stay silent before it is reported hung, unless the caller says.
  public static let defaultTimeout = 30

  /// What a checking child is asked to do.
  public enum ChildRequest: Sendable, Equatable {
    /// Load the plugin in `file` and list its controllers.
    case list(file: String)
    /// Load the plugin in `file` and run the battery against the controller `id`.
    case controller(id: String, file: String)
  }

  /// How to start a checking child: the executable and the arguments that make it run
  /// ``runChild(_:)`` with a request.
  public struct ChildCommand: Sendable {
    /// The executable to run (this program).
    public var executable: String
    /// The arguments for a request.
    public var arguments: @Sendable (ChildRequest) -> [String]

    /// Creates a child command.
    /// - Parameters:
    ///   - executable: The executable to run.
    ///   - arguments: The arguments for a request.
    public init(
      executable: String, arguments: @escaping @Sendable (ChildRequest) -> [String]
    ) {
      self.executable = executable
      self.arguments = arguments
    }
  }

  /// Checks the plugin in `file`: lists its controllers in one child, checks each in another,
  /// and reports.
  /// - Parameters:
  ///   - file: The plugin.
  ///   - child: How to start the checking children.
  ///   - timeout: Seconds a child may stay silent before it is reported hung.
  ///   - write: Where the report goes.
  /// - Returns: Whether every check passed.
  public static func check(
    _ file: String, child: ChildCommand, timeout: Int = defaultTimeout, write: (String) -> Void
  ) -> Bool {
    let listing = ChildProcess.run(
      child.executable, child.arguments(.list(file: file)), timeout: timeout)
    let controllers = listing.lines.compactMap { line -> (id: String, kind: String)? in
      let words = line.split(separator: " ")
      guard words.count == 3, words[0] == "controller" else { return nil }
      return (String(words[1]), String(words[2]))
    }
    var failed = false
    if let failure = loadFailure(listing) {
      failed = true
      write("FAIL \(file): \(failure)\n")
    }
    for controller in controllers {
      let process = ChildProcess.run(
        child.executable, child.arguments(.controller(id: controller.id, file: file)),
        timeout: timeout)
      var problems = process.findings
      if let failure = process.failure(defaultMember: "create") { problems.append(failure) }
      let calls = process.lines.last { $0.hasPrefix("calls ") }.map { $0.dropFirst(6) } ?? "0"
      if problems.isEmpty {
        write("ok   \(controller.id) (\(controller.kind)): \(calls) calls\n")
      } else {
        failed = true
        write("FAIL \(controller.id) (\(controller.kind))\n")
        for problem in problems { write("     \(problem)\n") }
      }
    }
    write(failed ? "\(file): failed\n" : "\(file): passed, \(controllers.count) controllers\n")
    return !failed
  }

  /// Loads the plugin in `file` in a child process only, so a plugin that crashes (or hangs)
  /// while loading cannot take the caller down.
  /// - Parameters:
  ///   - file: The plugin.
  ///   - child: How to start the checking child.
  ///   - timeout: Seconds the child may stay silent.
  /// - Returns: Why the plugin cannot be loaded (as `plugin check` says it), or `nil` when the
  ///   child loaded it.
  public static func probeLoad(
    _ file: String, child: ChildCommand, timeout: Int = defaultTimeout
  ) -> String? {
    loadFailure(
      ChildProcess.run(child.executable, child.arguments(.list(file: file)), timeout: timeout))
  }

  /// What went wrong in a listing child, or `nil` when it loaded the plugin.
  private static func loadFailure(_ listing: ChildProcess) -> String? {
    let findings = listing.findings
    guard !findings.isEmpty || listing.status != .exited(0) else { return nil }
    return listing.failure(defaultMember: "load") ?? findings.joined(separator: "; ")
  }

  /// Runs a checking child's request, writing its lines to standard output.
  /// - Parameter request: What the child does.
  /// - Returns: The child's exit status (0: its findings are in its lines).
  public static func runChild(_ request: ChildRequest) -> Int32 {
    switch request {
    case .list(let file): return list(file)
    case .controller(let id, let file): return checkController(id, in: file)
    }
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
