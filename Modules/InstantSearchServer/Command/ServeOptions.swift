/// The options of `instantsearch serve`, read from the arguments and the environment.
public struct ServeOptions: Sendable {
  /// The dataset folder (`--data DIR`), or a snapshot or records file served read-only
  /// (`--data FILE`).
  public var data: String
  /// The port (`--port N`), 0 for any free one; 8080 by default.
  public var port = 8080
  /// The IPv4 address listened on (`--bind ADDR`), loopback by default.
  public var bind = "127.0.0.1"
  /// The application ID requests must name (`--app-id`, `INSTANTSEARCH_APP_ID`), or any.
  public var appID: String?
  /// The key allowed everything (`--admin-key`, `INSTANTSEARCH_ADMIN_KEY`).
  public var adminKey: String?
  /// The key allowed to search (`--search-key`, `INSTANTSEARCH_SEARCH_KEY`).
  public var searchKey: String?
  /// The HTTP limits (`--max-body BYTES`, `--max-connections N`, `--timeout SECONDS`).
  public var limits = SearchServer.Limits()
  /// No line per request (`--quiet`); the summary is still printed.
  public var quiet = false
  /// Refuse search parameters and settings the engine does not implement (`--strict`), instead
  /// of ignoring them with a warning.
  public var strict = false

  /// The usage line.
  public static let usage =
    "usage: instantsearch serve --data DIR|FILE [--port N] [--bind 127.0.0.1] [--app-id ID] "
    + "[--admin-key KEY] [--search-key KEY] [--max-body BYTES] [--max-connections N] "
    + "[--timeout SECONDS] [--quiet] [--strict]"

  /// Reads the options.
  /// - Parameters:
  ///   - arguments: the arguments after `serve`.
  ///   - environment: the environment (keys and application ID, when not given as options).
  /// - Throws: ``APIError`` (status 2) saying which option is wrong.
  public init(arguments: [String], environment: [String: String]) throws {
    var data: String?
    appID = environment["INSTANTSEARCH_APP_ID"]
    adminKey = environment["INSTANTSEARCH_ADMIN_KEY"]
    searchKey = environment["INSTANTSEARCH_SEARCH_KEY"]
    var remaining = arguments[...]
    func value(_ option: String) throws -> String {
      guard let next = remaining.popFirst() else { throw APIError(2, "\(option) needs a value") }
      return next
    }
    func number(_ option: String, _ range: ClosedRange<Int>) throws -> Int {
      let text = try value(option)
      guard let number = Int(text), range.contains(number) else {
        throw APIError(2, "\(option) must be a whole number in \(range), not \(text)")
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--data": data = try value(argument)
      case "--port": port = try number(argument, 0...65535)
      case "--bind": bind = try value(argument)
      case "--app-id": appID = try value(argument)
      case "--admin-key": adminKey = try value(argument)
      case "--search-key": searchKey = try value(argument)
      case "--max-body": limits.maxBodyBytes = try number(argument, 1...(1 << 31))
      case "--max-connections": limits.maxConnections = try number(argument, 1...10_000)
      case "--timeout": limits.timeoutSeconds = try number(argument, 1...3600)
      case "--quiet": quiet = true
      case "--strict": strict = true
      default: throw APIError(2, "unknown option \(argument)")
      }
    }
    guard let data else {
      throw APIError(2, "--data DIR (or a snapshot or records FILE) is required")
    }
    self.data = data
    if searchKey != nil && adminKey == nil {
      throw APIError(2, "a search key needs an admin key too (--admin-key)")
    }
  }
}
