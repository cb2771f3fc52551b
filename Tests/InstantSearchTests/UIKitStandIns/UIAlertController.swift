/// A stand-in for UIKit's alert controller, so the Sort By seed runs unchanged on Linux: it
/// keeps its actions, and a test taps one by title.
@MainActor
final class UIAlertController {
  /// The presentation styles the seed uses.
  enum Style {
    case actionSheet
    case alert
  }

  let title: String?
  let message: String?
  let preferredStyle: Style
  private(set) var actions: [UIAlertAction] = []

  init(title: String?, message: String?, preferredStyle: Style) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Taps the action titled `title`, as a user does; returns whether there was one.
  @discardableResult
  func tap(_ title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    action.handler?(action)
    return true
  }
}

/// A stand-in for UIKit's alert action.
@MainActor
final class UIAlertAction {
  /// The action styles the seed uses.
  enum Style {
    case `default`
    case cancel
    case destructive
  }

  let title: String?
  let style: Style
  let handler: ((UIAlertAction) -> Void)?

  init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
