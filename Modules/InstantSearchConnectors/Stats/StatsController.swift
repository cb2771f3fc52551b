/// A controller for a stats widget: it shows the presented text.
@MainActor
public protocol StatsController: AnyObject {
  /// Called with the text to show, or nil for nothing.
  func setItem(_ item: String?)
}
