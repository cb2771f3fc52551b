/// A choice typed at a terminal controller that names nothing it shows.
public enum TerminalInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `choice` names no item of a list of `count` items.
  case noSuchItem(_ choice: String, count: Int)

  /// What was wrong, and what would have been valid.
  public var description: String {
    switch self {
    case .noSuchItem(let choice, let count):
      count == 0
        ? "no item '\(choice)': the list is empty"
        : "no item '\(choice)': choose a number from 1 to \(count)"
    }
  }
}
