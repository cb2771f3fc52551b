import Foundation

/// One run of `wrk` (Debian's package) against a URL on 127.0.0.1: its throughput and its
/// latency percentiles, read from its `--latency` report.
struct WrkRun {
  /// Requests per second.
  var rate: Double
  /// Median and 99th percentile latency, in nanoseconds.
  var median: Double
  var p99: Double
  /// Requests answered, and those answered with an error or not at all.
  var requests: Int
  var errors: Int

  /// Runs `wrk -t2 -cCONNECTIONS -dSECONDS --latency [-s SCRIPT] URL` and reads its report.
  /// - Throws: when wrk is missing or its report cannot be read.
  static func run(url: String, connections: Int, seconds: Int, script: String?) throws -> WrkRun {
    var arguments = ["-t2", "-c\(connections)", "-d\(seconds)s", "--latency"]
    if let script { arguments += ["-s", script] }
    let (status, text) = try spawn("/usr/bin/wrk", arguments + [url], capture: true)
    guard status == 0, let rate = number(after: "Requests/sec:", in: text),
      let median = duration(after: " 50%", in: text), let p99 = duration(after: " 99%", in: text)
    else { throw WrkError(report: text) }
    let requests = Int(number(before: " requests in", in: text) ?? 0)
    var errors = Int(number(after: "Non-2xx or 3xx responses:", in: text) ?? 0)
    if let line = text.split(separator: "\n").first(where: { $0.contains("Socket errors:") }) {
      errors += line.split(separator: ",").compactMap { Int($0.split(separator: " ").last ?? "") }
        .reduce(0, +)
    }
    return WrkRun(rate: rate, median: median, p99: p99, requests: requests, errors: errors)
  }

  /// The number that follows `label` on its line.
  private static func number(after label: String, in text: String) -> Double? {
    guard let range = text.range(of: label) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " }
    return Double(rest.prefix { $0.isNumber || $0 == "." })
  }

  /// The number that ends just before `label`.
  private static func number(before label: String, in text: String) -> Double? {
    guard let range = text.range(of: label) else { return nil }
    let head = text[..<range.lowerBound]
    return Double(String(head.reversed().prefix { $0.isNumber }.reversed()))
  }

  /// A wrk duration (`812.00us`, `3.21ms`, `1.02s`) after `label`, in nanoseconds.
  private static func duration(after label: String, in text: String) -> Double? {
    guard let range = text.range(of: label) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " }
    let token = rest.prefix { !$0.isWhitespace }
    for (unit, scale) in [("us", 1e3), ("ms", 1e6), ("s", 1e9)] where token.hasSuffix(unit) {
      return Double(token.dropLast(unit.count)).map { $0 * scale }
    }
    return nil
  }
}

/// wrk failed, or printed no report this reads.
struct WrkError: Error, CustomStringConvertible {
  var report: String
  var description: String { "wrk failed:\n\(report)" }
}

/// nginx (Debian's `nginx-light`) serving one static file on 127.0.0.1: the HTTP ceiling of the
/// machine, with its own configuration, port and pid file in a temporary folder.
final class StaticNginx {
  let port: Int
  private let folder: String

  /// Starts nginx (two workers, no access log) serving `body` at `/response.json` on a free
  /// port.
  /// - Throws: when nginx is missing or does not start (with its error log).
  init(body: [UInt8]) throws {
    port = try Self.freePort()
    folder = NSTemporaryDirectory() + "nginx-anchor-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(body).write(to: URL(fileURLWithPath: folder + "/response.json"))
    let configuration = """
      worker_processes 2;
      pid \(folder)/nginx.pid;
      error_log \(folder)/error.log;
      events { worker_connections 1024; }
      http {
        access_log off;
        server {
          listen 127.0.0.1:\(port);
          root \(folder);
          location / { default_type application/json; }
        }
      }
      """
    try configuration.write(toFile: folder + "/nginx.conf", atomically: true, encoding: .utf8)
    do {
      try Self.nginx(["-p", folder, "-c", folder + "/nginx.conf"])
    } catch {
      let log = (try? String(contentsOfFile: folder + "/error.log", encoding: .utf8)) ?? ""
      throw WrkError(report: "\(error)\n\(log)")
    }
  }

  /// A port no one listens on now: bound to 0, read, released.
  private static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw WrkError(report: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// The URL of the static response.
  var url: String { "http://127.0.0.1:\(port)/response.json" }

  /// Stops nginx and removes its folder.
  func stop() {
    try? Self.nginx(["-p", folder, "-c", folder + "/nginx.conf", "-s", "stop"])
    for _ in 0..<100 where FileManager.default.fileExists(atPath: folder + "/nginx.pid") {
      usleep(20_000)
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  private static func nginx(_ arguments: [String]) throws {
    // nginx goes to the background: its output is not read (the daemon keeps it open).
    let (status, _) = try spawn("/usr/sbin/nginx", arguments, capture: false)
    guard status == 0 else { throw WrkError(report: "nginx \(arguments) exited \(status)") }
  }
}

/// A wrk Lua script that sends `bodies` in turn as POST requests to `path`.
func wrkScript(path: String, bodies: [String]) -> String {
  let quoted = bodies.map { body in
    "\""
      + body.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
  return """
    local bodies = {\(quoted.joined(separator: ",\n"))}
    local headers = {["Content-Type"] = "application/json"}
    local next = 0
    request = function()
      next = next % #bodies + 1
      return wrk.format("POST", "\(path)", headers, bodies[next])
    end
    """
}

/// Runs a program and waits for it (posix_spawn and waitpid: the tool's own process is the one
/// waited for, whatever it leaves running).
/// - Parameters:
///   - path: the program.
///   - arguments: its arguments.
///   - capture: read its standard output and error to their end; otherwise they go to
///     /dev/null.
/// - Returns: its exit status and, when captured, its output.
/// - Throws: ``WrkError`` when it cannot be started.
func spawn(_ path: String, _ arguments: [String], capture: Bool) throws -> (Int32, String) {
  var pipe: [Int32] = [-1, -1]
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if capture {
    guard Glibc.pipe(&pipe) == 0 else { throw WrkError(report: "pipe failed") }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  }
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
  if capture { close(pipe[1]) }
  guard spawned == 0 else {
    if capture { close(pipe[0]) }
    throw WrkError(report: "cannot run \(path): \(String(cString: strerror(spawned)))")
  }
  var output: [UInt8] = []
  if capture {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    close(pipe[0])
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let exited = status & 0x7f == 0
  return (
    exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), String(decoding: output, as: UTF8.self)
  )
}
