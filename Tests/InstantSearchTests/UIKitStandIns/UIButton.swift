/// A stand-in for UIKit's button, so the seed examples run unchanged on Linux: it keeps the
/// actions added for an event and runs them when the event is sent.
@MainActor
public final class UIButton {
  private var actions: [UIControl.Event: [() -> Void]] = [:]

  /// Creates a button with no action.
  public init() {}

  /// Adds an action for an event (UIKit takes a target and a selector; Linux has no selectors).
  public func addTarget(
    _ target: AnyObject?, action: @escaping () -> Void, for event: UIControl.Event
  ) {
    actions[event, default: []].append(action)
  }

  /// Runs the actions of an event, as a tap does for `.touchUpInside`.
  public func sendActions(for event: UIControl.Event) {
    for action in actions[event] ?? [] { action() }
  }
}

/// A stand-in for UIKit's control namespace: only the events the seeds use.
public enum UIControl {
  /// Control events.
  public enum Event: Hashable, Sendable {
    /// A tap.
    case touchUpInside
  }
}
