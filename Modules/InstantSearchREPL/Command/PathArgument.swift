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
}
