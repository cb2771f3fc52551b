/// A stand-in for UIKit's alert controller, so the Sort By seed runs unchanged on Linux: it
/// keeps its actions, and a test taps one by title.
@MainActor
public final class UIAlertController {
  /// The presentation styles the seed uses.
  public enum Style: Sendable {
    /// A sheet of actions.
    case actionSheet
    /// An alert.
    case alert
  }

  /// The title.
  public let title: String?
  /// The message.
  public let message: String?
  /// The presentation style.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []

  /// Creates an alert controller with no action.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds an action.
  public func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Taps the action titled `title`, as a user does; returns whether there was one.
  @discardableResult
  public func tap(_ title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    action.handler?(action)
    return true
  }
}

/// A stand-in for UIKit's alert action.
@MainActor
public final class UIAlertAction {
  /// The action styles the seed uses.
  public enum Style: Sendable {
    /// A plain action.
    case `default`
    /// The cancel action.
    case cancel
    /// A destructive action.
    case destructive
  }

  /// The title.
  public let title: String?
  /// The style.
  public let style: Style
  /// What a tap runs.
  public let handler: ((UIAlertAction) -> Void)?

  /// Creates an action.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
