import Foundation

/// A file path as typed in a command or an option: `~` and `~/…` stand for the home folder,
/// as in a shell (the shell expands `--data ~/x`, but not `--data=~/x`, and never a path typed
/// at the prompt).
enum PathArgument {
  /// `path` with a leading `~` replaced by `HOME` from `environment`; unchanged when it does
  /// not start with `~` or `~/`, or when `HOME` is unset (`~user` is left as typed).
  /// - Parameters:
  ///   - path: The path as typed.
  ///   - environment: The environment variables.
  /// - Returns: The path to open.
  static func expanded(_ path: String, environment: [String: String]) -> String {
    guard path == "~" || path.hasPrefix("~/"),
      let home = environment["HOME"], !home.isEmpty
    else { return path }
    return home + path.dropFirst()
  }

  /// The endings of the files `open` and `--data` read: records (JSON array, NDJSON) and
  /// snapshots.
  static let fileEndings = [".json", ".ndjson", ".jsonl", ".snapshot"]

  /// Whether a word typed after `open` reads as a path rather than an index name: it holds a
  /// `/`, starts with `.` or `~`, or ends as a records file or a snapshot does
  /// (``fileEndings``). `open products` then names an index of the open source even when a
  /// file or folder `products` is in the current folder; `open ./products` names the folder.
  /// - Parameter word: The word as typed.
  /// - Returns: `true` when the word is to be opened as a path.
  static func looksLikePath(_ word: String) -> Bool {
    word.contains("/") || word.hasPrefix(".") || word.hasPrefix("~")
      || fileEndings.contains { word.hasSuffix($0) }
  }

  /// Why nothing can be opened at `path`, or `nil` when something is there: no file or folder,
  /// a loop of symbolic links, a folder on the way that cannot be searched (permission).
  /// - Parameter path: The path to open, expanded.
  /// - Returns: The sentence naming the path and the cause.
  static func problem(at path: String) -> String? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    switch errno {
    case ENOENT, ENOTDIR: return "no file or folder at \(path)"
    case ELOOP: return "\(path): a loop of symbolic links"
    case EACCES: return "\(path): permission denied"
    case let code: return "\(path): \(String(cString: strerror(code)))"
    }
  }
}
