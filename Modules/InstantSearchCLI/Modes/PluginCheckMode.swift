import InstantSearchPluginHost

/// `instantsearch plugin check [--timeout SECONDS] FILE`, and the checking children it starts
/// (`plugin check --list FILE`, `plugin check --controller ID FILE`).
enum PluginCheckMode {
  typealias Options = Declarations.PluginCheck

  static let mode = Mode(Options.spec) { context throws(UsageError) in
    let arguments = context.arguments
    let file = arguments.positionals[0]
    if arguments.flag(Options.list) { return PluginCheck.runChild(.list(file: file)) }
    if let id = arguments.value(Options.controller) {
      return PluginCheck.runChild(.controller(id: id, file: file))
    }
    let timeout: Int
    if let text = arguments.value(Options.timeout) {
      guard let seconds = Int(text), (1...86_400).contains(seconds) else {
        throw UsageError("--timeout takes whole seconds from 1 to 86400, not \"\(text)\"")
      }
      timeout = seconds
    } else {
      timeout = PluginCheck.defaultTimeout
    }
    let passed = PluginCheck.check(
      file, child: child(executable: context.executable), timeout: timeout, write: context.write)
    return passed ? ExitCode.success : ExitCode.failure
  }

  /// How the checker starts this executable as a checking child.
  /// - Parameter executable: This executable's path.
  /// - Returns: The child command.
  static func child(executable: String) -> PluginCheck.ChildCommand {
    PluginCheck.ChildCommand(executable: executable) { request in
      let words = Options.spec.path
      switch request {
      case .list(let file): return words + [Options.list.flag, "--", file]
      case .controller(let id, let file):
        return words + [Options.controller.flag, id, "--", file]
      }
    }
  }

  /// What the REPL's `plugin load` runs first: the plugin loaded in a checking child, so a
  /// plugin that crashes while loading is refused instead of ending the REPL.
  /// - Parameter executable: This executable's path.
  /// - Returns: The probe: the reason the plugin cannot load, or `nil`.
  static func probe(executable: String) -> @Sendable (String) -> String? {
    let child = child(executable: executable)
    return { file in PluginCheck.probeLoad(file, child: child) }
  }
}
