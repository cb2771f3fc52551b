/// An error of the line editor, with what failed and why.
public enum LineEditorError: Error, Sendable, Equatable, CustomStringConvertible {
  /// libedit could not be initialised (no terminal, or out of memory).
  case initialisation

  /// The history file at `path` could not be written.
  case history(path: String, reason: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .initialisation:
      return "the line editor could not be initialised"
    case .history(let path, let reason):
      return "history file \(path): \(reason)"
    }
  }
}
