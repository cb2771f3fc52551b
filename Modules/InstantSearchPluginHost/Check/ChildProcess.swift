internal import Glibc

/// A checking child process that ran to its end: its standard output by line and how it ended.
struct ChildProcess {
  /// How the child ended.
  enum Status: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// It could not be started.
    case notStarted(Int32)
    /// It wrote nothing for this many seconds, and was killed.
    case hung(seconds: Int)
  }

  /// Its standard output, by line.
  let lines: [String]
  /// How it ended.
  let status: Status

  /// What the child reported as findings (`finding ...` lines, without the prefix).
  var findings: [String] {
    lines.filter { $0.hasPrefix("finding ") }.map { String($0.dropFirst(8)) }
  }

  /// How the child failed, naming the step it was in; `nil` when it exited normally.
  func failure(defaultMember: String) -> String? {
    let last = lines.last { $0.hasPrefix("step ") }.map { String($0.dropFirst(5)) }
    let place =
      last.map { $0.split(separator: " ", maxSplits: 1) }.map { words in
        words.count == 2 ? "\(words[0]) with \(words[1])" : String(words[0])
      } ?? defaultMember
    switch status {
    case .exited(0): return nil
    case .exited(let code): return "\(place): the process exited with status \(code)"
    case .signaled(let signal):
      let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
      return "\(place): crashed (\(name), signal \(signal))"
    case .notStarted(let error): return "could not start the checking process (errno \(error))"
    case .hung(let seconds):
      return "\(place): hung (no answer in \(seconds) s; the checking process was killed)"
    }
  }

  /// The sanitizers' options variables, and what is added to each: leave the deadly signals
  /// to the system, so a crash of the checked plugin ends the child by its signal, reported the
  /// same with or without a sanitizer in the child (ThreadSanitizer's own handler would
  /// otherwise print its report and exit with a status of its own, hiding `signal 11`). Reports
  /// that are no signal (an out-of-bounds access, a leak) are kept.
  static let sanitizerOptions = (
    variables: ["ASAN_OPTIONS", "TSAN_OPTIONS", "MSAN_OPTIONS", "UBSAN_OPTIONS"],
    added: "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0"
  )

  /// This process's environment with the Swift runtime's crash backtracer turned off and the
  /// sanitizers' signal handlers left out (``sanitizerOptions``): a crash of the checked plugin
  /// is the expected outcome of some checks, reported as one line by
  /// ``failure(defaultMember:)``, not as a page of backtrace on standard error.
  static func quietEnvironment() -> [String] {
    var variables: [String] = []
    var options: [String: String] = [:]
    var entry = environ
    while let variable = entry.pointee {
      let text = String(cString: variable)
      entry += 1
      let name = String(text.prefix { $0 != "=" })
      if sanitizerOptions.variables.contains(name) {
        options[name] = String(text.dropFirst(name.count + 1))
        continue
      }
      if !text.hasPrefix("SWIFT_BACKTRACE=") { variables.append(text) }
    }
    for name in sanitizerOptions.variables {
      let given = options[name].map { $0.isEmpty ? "" : $0 + ":" } ?? ""
      variables.append("\(name)=\(given)\(sanitizerOptions.added)")
    }
    return variables + ["SWIFT_BACKTRACE=enable=no"]
  }

  /// Runs `executable` with `arguments`, reading its standard output until it ends, or until it
  /// writes nothing for `timeout` seconds: then it is killed and reported ``Status/hung(seconds:)``
  /// (the child writes a `step` line before each call, so silence is one call that never returns).
  static func run(_ executable: String, _ arguments: [String], timeout: Int) -> ChildProcess {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return ChildProcess(lines: [], status: .notStarted(errno)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let environment = quietEnvironment().map { strdup($0) } + [nil]
    defer { for variable in environment { free(variable) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      return ChildProcess(lines: [], status: .notStarted(spawned))
    }
    let (output, answered) = readAll(pipeEnds[0], timeout: timeout)
    close(pipeEnds[0])
    if !answered { kill(pid, SIGKILL) }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    let status: Status =
      !answered
      ? .hung(seconds: timeout)
      : raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .signaled(raw & 0x7F)
    let text = String(decoding: output, as: UTF8.self)
    return ChildProcess(
      lines: text.split(separator: "\n").map(String.init), status: status)
  }

  /// Reads `descriptor` to its end; `answered` is false when nothing came for `timeout` seconds.
  private static func readAll(_ descriptor: Int32, timeout: Int) -> (
    output: [UInt8], answered: Bool
  ) {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&poller, 1, Int32(clamping: timeout * 1000))
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 { return (output, false) }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { return (output, true) }
      output += chunk[..<count]
    }
  }
}
